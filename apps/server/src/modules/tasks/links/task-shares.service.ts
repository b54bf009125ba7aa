import {
  AuditEntityType,
  DomainEventType,
  type ShareTask,
  type ShareTaskReply,
  type TaskSharePerson,
  type TaskShareRow,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { invalidField } from "../../../lib/errors.ts";
import { recordEvents, recordHistory } from "../../audit/audit.service.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { projectManagers } from "../../projects/projects.service.ts";
import { lockTaskHeads } from "./task-links.repository.ts";
import { findActivePeople, insertTaskShares, readTaskShares } from "./task-shares.repository.ts";
import { taskExists } from "../tasks.repository.ts";
import { taskNotFound } from "../tasks.service.ts";

const names = (people: readonly { name: string }[]) => people.map((p) => p.name).join(", ");

/** The people a task is shared with; another organisation's task is a 404. */
export const taskShares = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<TaskShareRow[]> => {
  if (!(await taskExists(ctx.db, session.orgId, id))) throw taskNotFound(id);
  return readTaskShares(ctx.db, session.orgId, id);
};

/**
 * Shares a task with colleagues of the organisation who are still active. Someone who has it already keeps
 * their share untouched (no error); the history line and the TaskShared event name only the people it was newly
 * shared with, and there are none when nobody was new.
 */
export const shareTask = (
  ctx: AppContext,
  session: ActiveSession,
  body: ShareTask,
): Promise<ShareTaskReply> =>
  ctx.db.transaction(async (tx) => {
    const { orgId } = session;
    const [task] = await lockTaskHeads(tx, orgId, [body.TaskId]);
    if (!task) throw taskNotFound(body.TaskId);
    if (body.EmployeeIds.includes(session.employeeId))
      throw invalidField("EmployeeIds", "You cannot share a work order with yourself.");
    const people = await findActivePeople(tx, orgId, body.EmployeeIds);
    const missing = body.EmployeeIds.filter((id) => !people.some((p) => p.id === id));
    if (missing.length > 0)
      throw invalidField(
        "EmployeeIds",
        `${missing.length === 1 ? "Employee" : "Employees"} ${missing.join(", ")} not found or not active.`,
      );
    const at = ctx.now();
    const addedIds = await insertTaskShares(tx, {
      orgId,
      taskId: task.id,
      employeeIds: body.EmployeeIds,
      sharedById: session.employeeId,
      message: body.Message,
      at,
    });
    const added = people.filter((p) => addedIds.includes(p.id));
    if (added.length > 0) {
      await recordHistory(tx, [
        {
          orgId,
          entityType: AuditEntityType.Task,
          entityId: task.id,
          action: "Shared",
          summary: `Shared with ${names(added)}${body.Message ? `: ${body.Message}` : ""}`,
          changes: [{ Field: "Shared with", From: null, To: names(added) }],
          employeeId: session.employeeId,
          at,
        },
      ]);
      await recordEvents(tx, [
        {
          orgId,
          eventType: DomainEventType.TaskShared,
          actorId: session.employeeId,
          subjectType: AuditEntityType.Task,
          subjectId: task.id,
          concerns: added.map((p) => p.id),
          payload: {
            WorkOrderNumber: task.workOrderNumber,
            SharedWith: added.map((p) => p.id),
            ...(body.Message ? { Message: body.Message } : {}),
          },
          at,
        },
      ]);
    }
    const already = people.filter((p) => !addedIds.includes(p.id));
    const message = [
      added.length > 0 ? `${task.workOrderNumber} shared with ${names(added)}.` : "",
      already.length > 0 ? `Already shared with ${names(already)}.` : "",
    ]
      .filter(Boolean)
      .join(" ");
    return {
      StatusCode: 0,
      StatusMessage: message,
      Added: added.length,
      Shares: await readTaskShares(tx, orgId, task.id),
    };
  });

/** The organisation's active employees a task may be shared with (the search the project manager picker uses). */
export const sharePeople = (
  ctx: AppContext,
  session: ActiveSession,
  body: { Search: string; Limit: number },
): Promise<TaskSharePerson[]> => projectManagers(ctx, session, body);
