import {
  AuditEntityType,
  checkStatusMove,
  DomainEventType,
  isMoveAllowed,
  TaskStatus,
  taskStatusLabel,
  type ChangeTaskStatusReply,
  type TaskStatusId,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import { recordChange } from "../audit/audit.service.ts";
import type { ActiveSession } from "../auth/session-store.ts";
import { readRoleTransitions, readTaskTransitions } from "./task-transitions.repository.ts";
import { callerFieldAccess } from "./task-field-rights.service.ts";
import { enforce } from "./task-review.service.ts";
import { repeatCompletedTask } from "./task-recurrence.service.ts";
import { lockTaskDetail, updateTaskStatus } from "./tasks.repository.ts";
import { mayMoveTask, readTaskDetail, taskNotFound } from "./tasks.service.ts";

/**
 * What a move reads besides the task: the role's transition rows for the task's type and the caller's field
 * access. Neither needs the lock, so they are read before the transaction, side by side (on PostgreSQL, on two
 * connections at once), and the move's transaction makes fewer round trips.
 */
const readBeforeMove = async (ctx: AppContext, session: ActiveSession, taskId: number) => {
  const [known, access] = await Promise.all([
    readTaskTransitions(ctx.db, session.orgId, session.roleId, taskId),
    callerFieldAccess(ctx.db, session),
  ]);
  return { known, access };
};

export type StatusMove = { TaskId: number; ToStatusId: TaskStatusId; Comment?: string | null };

const forbidden = (message: string) => new AppError("FORBIDDEN", { message });

/**
 * Moves a task to another status, in one transaction: the task row is locked first, so a move that raced
 * another is checked against the status the other move left, never a stale one. The caller's role's transition
 * rows for the task's type decide (read afresh each time, so a matrix change holds from the next move); the
 * status, its history entry and the TaskStatusChanged event are kept or lost together.
 */
export const changeTaskStatus = (
  ctx: AppContext,
  session: ActiveSession,
  move: StatusMove,
): Promise<ChangeTaskStatusReply> =>
  readBeforeMove(ctx, session, move.TaskId).then(({ known, access }) =>
    ctx.db.transaction(async (tx) => {
      const { orgId } = session;
      const task = await lockTaskDetail(tx, orgId, move.TaskId);
      if (!task) throw taskNotFound(move.TaskId);
      const from = taskStatusLabel(task.statusId);
      const to = taskStatusLabel(move.ToStatusId);
      if (!(await mayMoveTask(ctx, session, task)))
        throw forbidden(`You can only move work orders assigned to you; ${task.workOrderNumber} is not.`);
      // Locked, archived, awaiting review or approved: no move, whatever the rows say (the row is locked above).
      enforce(checkStatusMove(task));
      if (task.statusId === move.ToStatusId)
        throw new AppError("NOT_ALLOWED_NOW", {
          message: `This work order is already '${to}'.`,
        });
      // Read before the lock for the type the task had then; read again if the type has changed since.
      const rows =
        known.typeId === task.typeId
          ? known.rows
          : await readRoleTransitions(tx, orgId, session.roleId, task.typeId);
      const query = {
        roleId: session.roleId,
        taskTypeId: task.typeId,
        from: task.statusId,
        to: move.ToStatusId,
      };
      if (!isMoveAllowed(rows, query))
        throw forbidden(`Your role cannot move this work order from '${from}' to '${to}'.`);

      const at = ctx.now();
      const completedAt =
        move.ToStatusId === TaskStatus.Completed
          ? at
          : task.statusId === TaskStatus.Completed
            ? null
            : undefined;
      await updateTaskStatus(tx, orgId, task.id, { statusId: move.ToStatusId, completedAt, at });
      const comment = move.Comment?.trim();
      const summary = `Status changed from ${from} to ${to}`;
      // Completing an occurrence may start its series: the detail is then read again.
      const isCompleting = move.ToStatusId === TaskStatus.Completed;
      if (isCompleting)
        await repeatCompletedTask(tx, { orgId, employeeId: session.employeeId, now: at }, task.id);
      await recordChange(tx, {
        history: [
          {
            orgId,
            entityType: AuditEntityType.Task,
            entityId: task.id,
            action: "StatusChanged",
            summary: comment ? `${summary}: ${comment}` : summary,
            changes: [{ Field: "Status", From: from, To: to }],
            employeeId: session.employeeId,
            at,
          },
        ],
        events: [
          {
            orgId,
            eventType: DomainEventType.TaskStatusChanged,
            actorId: session.employeeId,
            subjectType: AuditEntityType.Task,
            subjectId: task.id,
            concerns: [task.assigneeId, task.createdById].filter((id): id is number => id !== null),
            payload: {
              WorkOrderNumber: task.workOrderNumber,
              FromStatusId: task.statusId,
              ToStatusId: move.ToStatusId,
              ...(comment ? { Comment: comment } : {}),
            },
            at,
          },
        ],
      });
      const moved = isCompleting
        ? undefined
        : { ...task, statusId: move.ToStatusId, updatedAt: at, completedAt: completedAt ?? task.completedAt };
      const detail = await readTaskDetail(ctx, tx, session, task.id, {
        task: moved,
        transitions: rows,
        access,
      });
      return {
        StatusCode: 0,
        StatusMessage: `${task.workOrderNumber} is now '${to}'.`,
        Task: detail,
      };
    }),
  );
