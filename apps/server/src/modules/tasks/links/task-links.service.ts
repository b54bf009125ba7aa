import {
  AuditEntityType,
  type AddTaskLink,
  type AuditChange,
  type StatusReply,
  type TaskLinkReply,
  type TaskLinks,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { AppError } from "../../../lib/errors.ts";
import { recordHistory, type AuditRecord } from "../../audit/audit.service.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import {
  deleteTaskLink,
  findAssetHead,
  findTaskLink,
  insertTaskLink,
  lockTaskHeads,
  readTaskLinks,
  tasksAreLinked,
  type AssetHead,
  type TaskHead,
} from "./task-links.repository.ts";
import { taskExists } from "../tasks.repository.ts";
import { taskNotFound } from "../tasks.service.ts";

const assetNotFound = (id: number) => new AppError("NOT_FOUND", { message: `Asset ${id} not found` });
const linkNotFound = (id: number) => new AppError("NOT_FOUND", { message: `Link ${id} not found` });

/** The work orders and assets linked with a task; another organisation's task is a 404. */
export const taskLinks = async (ctx: AppContext, session: ActiveSession, id: number): Promise<TaskLinks> => {
  if (!(await taskExists(ctx.db, session.orgId, id))) throw taskNotFound(id);
  return readTaskLinks(ctx.db, session.orgId, id);
};

const describeTask = (t: TaskHead) => `${t.workOrderNumber} (${t.summary})`;
const describeAsset = (a: AssetHead) => `${a.assetTag} (${a.name})`;

type LinkEnds = {
  task: TaskHead;
  other: { kind: "task"; head: TaskHead } | { kind: "asset"; head: AssetHead };
};

/** The history lines of a link made or removed: one on each work order, and one on the asset. */
const linkHistory = (
  session: ActiveSession,
  at: Date,
  { task, other }: LinkEnds,
  isAdded: boolean,
): AuditRecord[] => {
  const action = isAdded ? "LinkAdded" : "LinkRemoved";
  const verb = isAdded ? "Linked to" : "Link removed to";
  const change = (field: string, value: string): AuditChange[] => [
    isAdded ? { Field: field, From: null, To: value } : { Field: field, From: value, To: null },
  ];
  const entry = (
    entityType: AuditRecord["entityType"],
    entityId: number,
    summary: string,
    changes: AuditChange[],
  ) => ({
    orgId: session.orgId,
    entityType,
    entityId,
    action,
    summary,
    changes,
    employeeId: session.employeeId,
    at,
  });
  if (other.kind === "task")
    return [
      entry(
        AuditEntityType.Task,
        task.id,
        `${verb} work order ${describeTask(other.head)}`,
        change("Linked work order", other.head.workOrderNumber),
      ),
      entry(
        AuditEntityType.Task,
        other.head.id,
        `${verb} work order ${describeTask(task)}`,
        change("Linked work order", task.workOrderNumber),
      ),
    ];
  return [
    entry(
      AuditEntityType.Task,
      task.id,
      `${verb} asset ${describeAsset(other.head)}`,
      change("Linked asset", other.head.assetTag),
    ),
    entry(
      AuditEntityType.Asset,
      other.head.id,
      `${verb} work order ${describeTask(task)}`,
      change("Linked work order", task.workOrderNumber),
    ),
  ];
};

/**
 * Links a task to another work order or to an asset. Both tasks are locked first, so two people linking the
 * same pair at once, from either end, make one link and the second hears it exists (409).
 */
export const addTaskLink = (
  ctx: AppContext,
  session: ActiveSession,
  body: AddTaskLink,
): Promise<TaskLinkReply> =>
  ctx.db.transaction(async (tx) => {
    const { orgId } = session;
    const heads = await lockTaskHeads(tx, orgId, [
      body.TaskId,
      ...(body.LinkedTaskId === null ? [] : [body.LinkedTaskId]),
    ]);
    const task = heads.find((h) => h.id === body.TaskId);
    if (!task) throw taskNotFound(body.TaskId);
    let ends: LinkEnds;
    if (body.LinkedTaskId !== null) {
      const other = heads.find((h) => h.id === body.LinkedTaskId);
      if (!other) throw taskNotFound(body.LinkedTaskId);
      if (await tasksAreLinked(tx, orgId, task.id, other.id))
        throw new AppError("CONFLICT", {
          message: `${task.workOrderNumber} and ${other.workOrderNumber} are linked already.`,
        });
      ends = { task, other: { kind: "task", head: other } };
    } else {
      const asset = await findAssetHead(tx, orgId, body.AssetId!);
      if (!asset) throw assetNotFound(body.AssetId!);
      ends = { task, other: { kind: "asset", head: asset } };
    }
    const at = ctx.now();
    const linkId = await insertTaskLink(tx, {
      orgId,
      taskId: task.id,
      linkedTaskId: body.LinkedTaskId,
      assetId: body.AssetId,
      by: session.employeeId,
      at,
    });
    const otherName =
      ends.other.kind === "task" ? ends.other.head.workOrderNumber : `asset ${ends.other.head.assetTag}`;
    if (linkId === undefined)
      throw new AppError("CONFLICT", {
        message: `${task.workOrderNumber} is linked to ${otherName} already.`,
      });
    await recordHistory(tx, linkHistory(session, at, ends, true));
    return {
      StatusCode: 0,
      StatusMessage: `${task.workOrderNumber} is now linked to ${otherName}.`,
      Links: await readTaskLinks(tx, orgId, task.id),
    };
  });

/** Removes a link, with a history line on each end. */
export const removeTaskLink = (
  ctx: AppContext,
  session: ActiveSession,
  linkId: number,
): Promise<StatusReply> =>
  ctx.db.transaction(async (tx) => {
    const { orgId } = session;
    const link = await findTaskLink(tx, orgId, linkId);
    if (!link) throw linkNotFound(linkId);
    const heads = await lockTaskHeads(tx, orgId, [
      link.taskId,
      ...(link.linkedTaskId === null ? [] : [link.linkedTaskId]),
    ]);
    const task = heads.find((h) => h.id === link.taskId);
    const otherTask = heads.find((h) => h.id === link.linkedTaskId);
    const asset = link.assetId === null ? undefined : await findAssetHead(tx, orgId, link.assetId);
    // The link cascades away with either end, so both ends are there while it is.
    if (!task || (!otherTask && !asset)) throw linkNotFound(linkId);
    const ends: LinkEnds = otherTask
      ? { task, other: { kind: "task", head: otherTask } }
      : { task, other: { kind: "asset", head: asset! } };
    const at = ctx.now();
    await deleteTaskLink(tx, orgId, link.id);
    await recordHistory(tx, linkHistory(session, at, ends, false));
    const otherName = otherTask ? otherTask.workOrderNumber : `asset ${asset!.assetTag}`;
    return { StatusCode: 0, StatusMessage: `${task.workOrderNumber} is no longer linked to ${otherName}.` };
  });
