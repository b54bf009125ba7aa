import { and, asc, eq, inArray, isNotNull, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { taskStatusLabel, type LinkedAssetRow, type LinkedTaskRow, type TaskLinks } from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import { assets, employees, taskLinks, tasks } from "../../../db/schema/index.ts";

const linkers = alias(employees, "linker");

/** A task as a link names it. */
export type TaskHead = { id: number; workOrderNumber: string; summary: string };
export type AssetHead = { id: number; assetTag: string; name: string };

const linkerName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ""}`.trim();

/**
 * The organisation's tasks among these ids, locked until the transaction ends (in id order, so two links
 * between the same tasks, made at once from either end, run one after the other).
 */
export const lockTaskHeads = async (tx: Tx, orgId: number, ids: readonly number[]): Promise<TaskHead[]> =>
  tx
    .select({ id: tasks.id, workOrderNumber: tasks.workOrderNumber, summary: tasks.summary })
    .from(tasks)
    .where(and(eq(tasks.orgId, orgId), inArray(tasks.id, [...ids])))
    .orderBy(asc(tasks.id))
    .for("update");

export const findAssetHead = async (db: Db | Tx, orgId: number, id: number): Promise<AssetHead | undefined> =>
  (
    await db
      .select({ id: assets.id, assetTag: assets.assetTag, name: assets.name })
      .from(assets)
      .where(and(eq(assets.orgId, orgId), eq(assets.id, id)))
  )[0];

/** Whether the two tasks are linked already, whichever of them the link was made on. */
export const tasksAreLinked = async (db: Db | Tx, orgId: number, a: number, b: number): Promise<boolean> =>
  (
    await db
      .select({ id: taskLinks.id })
      .from(taskLinks)
      .where(
        and(
          eq(taskLinks.orgId, orgId),
          or(
            and(eq(taskLinks.taskId, a), eq(taskLinks.linkedTaskId, b)),
            and(eq(taskLinks.taskId, b), eq(taskLinks.linkedTaskId, a)),
          ),
        ),
      )
  ).length > 0;

/** Writes a link; answers its id, or undefined when the same link exists already. */
export const insertTaskLink = async (
  tx: Tx,
  link: {
    orgId: number;
    taskId: number;
    linkedTaskId: number | null;
    assetId: number | null;
    by: number;
    at: Date;
  },
): Promise<number | undefined> => {
  const [row] = await tx
    .insert(taskLinks)
    .values({
      orgId: link.orgId,
      taskId: link.taskId,
      linkedTaskId: link.linkedTaskId,
      assetId: link.assetId,
      createdById: link.by,
      createdAt: link.at,
    })
    .onConflictDoNothing()
    .returning({ id: taskLinks.id });
  return row?.id;
};

export type StoredLink = { id: number; taskId: number; linkedTaskId: number | null; assetId: number | null };

export const findTaskLink = async (db: Db | Tx, orgId: number, id: number): Promise<StoredLink | undefined> =>
  (
    await db
      .select({
        id: taskLinks.id,
        taskId: taskLinks.taskId,
        linkedTaskId: taskLinks.linkedTaskId,
        assetId: taskLinks.assetId,
      })
      .from(taskLinks)
      .where(and(eq(taskLinks.orgId, orgId), eq(taskLinks.id, id)))
  )[0];

export const deleteTaskLink = async (tx: Tx, orgId: number, id: number): Promise<void> => {
  await tx.delete(taskLinks).where(and(eq(taskLinks.orgId, orgId), eq(taskLinks.id, id)));
};

const linkedTasks = async (
  db: Db | Tx,
  orgId: number,
  taskId: number,
  direction: LinkedTaskRow["Direction"],
): Promise<LinkedTaskRow[]> => {
  // Outgoing: made on this task, the other end is linked_task_id; incoming: the other way round.
  const [here, there] =
    direction === "Outgoing"
      ? [taskLinks.taskId, taskLinks.linkedTaskId]
      : [taskLinks.linkedTaskId, taskLinks.taskId];
  const rows = await db
    .select({
      linkId: taskLinks.id,
      createdAt: taskLinks.createdAt,
      linkerFirst: linkers.firstName,
      linkerLast: linkers.lastName,
      id: tasks.id,
      workOrderNumber: tasks.workOrderNumber,
      summary: tasks.summary,
      statusId: tasks.statusId,
    })
    .from(taskLinks)
    .innerJoin(tasks, eq(tasks.id, there))
    .leftJoin(linkers, eq(linkers.id, taskLinks.createdById))
    .where(and(eq(taskLinks.orgId, orgId), eq(here, taskId), isNotNull(taskLinks.linkedTaskId)))
    .orderBy(asc(taskLinks.createdAt), asc(taskLinks.id));
  return rows.map((r) => ({
    LinkId: r.linkId,
    LinkedAt: r.createdAt.toISOString(),
    LinkedByName: linkerName(r.linkerFirst, r.linkerLast),
    TaskId: r.id,
    WorkOrderNumber: r.workOrderNumber,
    Summary: r.summary,
    StatusId: r.statusId,
    StatusName: taskStatusLabel(r.statusId),
    Direction: direction,
  }));
};

const linkedAssets = async (db: Db | Tx, orgId: number, taskId: number): Promise<LinkedAssetRow[]> => {
  const rows = await db
    .select({
      linkId: taskLinks.id,
      createdAt: taskLinks.createdAt,
      linkerFirst: linkers.firstName,
      linkerLast: linkers.lastName,
      id: assets.id,
      assetTag: assets.assetTag,
      name: assets.name,
      category: assets.category,
    })
    .from(taskLinks)
    .innerJoin(assets, eq(assets.id, taskLinks.assetId))
    .leftJoin(linkers, eq(linkers.id, taskLinks.createdById))
    .where(and(eq(taskLinks.orgId, orgId), eq(taskLinks.taskId, taskId)))
    .orderBy(asc(taskLinks.createdAt), asc(taskLinks.id));
  return rows.map((r) => ({
    LinkId: r.linkId,
    LinkedAt: r.createdAt.toISOString(),
    LinkedByName: linkerName(r.linkerFirst, r.linkerLast),
    AssetId: r.id,
    AssetTag: r.assetTag,
    Name: r.name,
    Category: r.category,
  }));
};

/** Everything linked with a task: work orders from both ends of their links, oldest link first, and assets. */
export const readTaskLinks = async (db: Db | Tx, orgId: number, taskId: number): Promise<TaskLinks> => {
  const [outgoing, incoming, linked] = await Promise.all([
    linkedTasks(db, orgId, taskId, "Outgoing"),
    linkedTasks(db, orgId, taskId, "Incoming"),
    linkedAssets(db, orgId, taskId),
  ]);
  const byTime = [...outgoing, ...incoming].sort(
    (a, b) => a.LinkedAt.localeCompare(b.LinkedAt) || a.LinkId - b.LinkId,
  );
  return { TaskId: taskId, Tasks: byTime, Assets: linked };
};
