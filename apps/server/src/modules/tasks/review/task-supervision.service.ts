import {
  ApprovalLabel,
  AuditEntityType,
  checkMarkIncomplete,
  checkReopen,
  DomainEventType,
  markedIncompleteComment,
  reviewApprovalLabel,
  TaskReviewApproval,
  TaskStatus,
  taskStatusLabel,
  type AuditChange,
  type DomainEventTypeValue,
  type ReviewRights,
  type TaskReviewApprovalId,
  type TaskReviewReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import { recordEvents, recordHistory } from "../../audit/audit.service.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import {
  decideReviewStep,
  lockReviewedTask,
  readAwaitingStep,
  updateReviewedTask,
  type ReviewedTaskRow,
} from "./task-review.repository.ts";
import { buildTaskReview, enforce, readReviewRights, reviewedTaskOf } from "./task-review.service.ts";
import { taskNotFound } from "../tasks.service.ts";

const known = (ids: (number | null)[]): number[] => ids.filter((id): id is number => id !== null);

/** One supervision step: the caller's rights read first, then the locked task in one transaction. */
const onLockedTask = async (
  ctx: AppContext,
  session: ActiveSession,
  taskId: number,
  step: (
    tx: Tx,
    row: ReviewedTaskRow,
    rights: ReviewRights,
    at: Date,
  ) => Promise<{ message: string; after: ReviewedTaskRow }>,
): Promise<TaskReviewReply> => {
  const rights = await readReviewRights(ctx, session);
  return ctx.db.transaction(async (tx) => {
    const row = await lockReviewedTask(tx, session.orgId, taskId);
    if (!row) throw taskNotFound(taskId);
    const { message, after } = await step(tx, row, rights, ctx.now());
    return {
      StatusCode: 0,
      StatusMessage: message,
      Review: await buildTaskReview(tx, session, after, rights),
    };
  });
};

type BackToWork = {
  action: string;
  summary: string;
  comment: string;
  /** The review's new state; absent: unchanged. */
  reviewApprovalId?: TaskReviewApprovalId;
  extraChanges: AuditChange[];
  eventType: DomainEventTypeValue;
  concerns: number[];
};

/** Sends the task back to In Progress (completion time cleared) with its history entry and event. */
const backToWork = async (
  tx: Tx,
  session: ActiveSession,
  row: ReviewedTaskRow,
  at: Date,
  how: BackToWork,
) => {
  const { orgId, employeeId } = session;
  const reviewApprovalId = how.reviewApprovalId ?? row.reviewApprovalId;
  await updateReviewedTask(tx, orgId, row.id, {
    statusId: TaskStatus.InProgress,
    completedAt: null,
    ...(how.reviewApprovalId === undefined ? {} : { reviewApprovalId: how.reviewApprovalId }),
    at,
  });
  const from = taskStatusLabel(row.statusId);
  const to = taskStatusLabel(TaskStatus.InProgress);
  await recordHistory(tx, [
    {
      orgId,
      entityType: AuditEntityType.Task,
      entityId: row.id,
      action: how.action,
      summary: `${how.summary} — Status changed from ${from} to ${to}: ${how.comment}`,
      changes: [{ Field: "Status", From: from, To: to }, ...how.extraChanges],
      employeeId,
      at,
    },
  ]);
  await recordEvents(tx, [
    {
      orgId,
      eventType: how.eventType,
      actorId: employeeId,
      subjectType: AuditEntityType.Task,
      subjectId: row.id,
      concerns: how.concerns,
      payload: {
        WorkOrderNumber: row.workOrderNumber,
        FromStatusId: row.statusId,
        ToStatusId: TaskStatus.InProgress,
        Comment: how.comment,
      },
      at,
    },
  ]);
  const after: ReviewedTaskRow = { ...row, statusId: TaskStatus.InProgress, reviewApprovalId };
  return after;
};

/** POST Task/Reopen: a decided or completed task goes back to In Progress; its review reads Reopened. */
export const reopenTask = (
  ctx: AppContext,
  session: ActiveSession,
  body: { TaskId: number; Comment: string },
): Promise<TaskReviewReply> =>
  onLockedTask(ctx, session, body.TaskId, async (tx, row, rights, at) => {
    enforce(checkReopen({ task: reviewedTaskOf(row), canReopen: rights.canReopen }));
    const after = await backToWork(tx, session, row, at, {
      action: "Reopened",
      summary: "Reopened",
      comment: body.Comment,
      reviewApprovalId: TaskReviewApproval.Reopened,
      extraChanges: [{ Field: "Review", From: reviewApprovalLabel(row.reviewApprovalId), To: "Reopened" }],
      eventType: DomainEventType.TaskReopened,
      concerns: known([row.assigneeId]),
    });
    return { message: `${row.workOrderNumber} reopened.`, after };
  });

/**
 * POST Task/MarkIncomplete: a completed task not yet approved goes back to In Progress. An awaiting step is
 * withdrawn: it stays among the steps as Rejected, its comment 'Marked incomplete: …', and the review reads
 * Reopened; the requester and the assignee hear of it.
 */
export const markTaskIncomplete = (
  ctx: AppContext,
  session: ActiveSession,
  body: { TaskId: number; Comment: string },
): Promise<TaskReviewReply> =>
  onLockedTask(ctx, session, body.TaskId, async (tx, row, rights, at) => {
    enforce(checkMarkIncomplete({ task: reviewedTaskOf(row), canMarkIncomplete: rights.canMarkIncomplete }));
    const awaiting = await readAwaitingStep(tx, session.orgId, row.id);
    if (awaiting)
      await decideReviewStep(tx, session.orgId, awaiting.id, {
        stateId: TaskReviewApproval.Rejected,
        reviewerId: session.employeeId,
        comment: markedIncompleteComment(body.Comment),
        at,
      });
    const after = await backToWork(tx, session, row, at, {
      action: "MarkedIncomplete",
      summary: "Marked incomplete",
      comment: body.Comment,
      ...(awaiting ? { reviewApprovalId: TaskReviewApproval.Reopened } : {}),
      extraChanges: awaiting
        ? [
            {
              Field: `Review level ${awaiting.level}`,
              From: ApprovalLabel.AwaitingApproval,
              To: ApprovalLabel.Rejected,
            },
          ]
        : [],
      eventType: awaiting ? DomainEventType.TaskRejected : DomainEventType.TaskStatusChanged,
      concerns: known([row.assigneeId, awaiting ? awaiting.requestedById : row.createdById]),
    });
    return { message: `${row.workOrderNumber} marked incomplete.`, after };
  });

type Flag = { column: "isLocked" | "archived"; field: string; on: string; off: string };
const LOCK: Flag = { column: "isLocked", field: "Locked", on: "locked", off: "unlocked" };
const ARCHIVE: Flag = { column: "archived", field: "Archived", on: "archived", off: "restored" };

/** Sets a supervision flag; asking for the state the task is in changes nothing and records nothing. */
const setFlag = (ctx: AppContext, session: ActiveSession, taskId: number, flag: Flag, value: boolean) =>
  onLockedTask(ctx, session, taskId, async (tx, row, _rights, at) => {
    const word = value ? flag.on : flag.off;
    if (row[flag.column] === value)
      return { message: `${row.workOrderNumber} is already ${word}.`, after: row };
    await updateReviewedTask(tx, session.orgId, row.id, { [flag.column]: value, at });
    const summary = word.charAt(0).toUpperCase() + word.slice(1);
    await recordHistory(tx, [
      {
        orgId: session.orgId,
        entityType: AuditEntityType.Task,
        entityId: row.id,
        action: summary,
        summary,
        changes: [{ Field: flag.field, From: value ? "No" : "Yes", To: value ? "Yes" : "No" }],
        employeeId: session.employeeId,
        at,
      },
    ]);
    return { message: `${row.workOrderNumber} ${word}.`, after: { ...row, [flag.column]: value } };
  });

/** POST Task/SetLock (the Lock Task right, checked by the route). */
export const setTaskLock = (
  ctx: AppContext,
  session: ActiveSession,
  body: { TaskId: number; IsLocked: boolean },
) => setFlag(ctx, session, body.TaskId, LOCK, body.IsLocked);

/** POST Task/SetArchived (the Archive Task right, checked by the route). */
export const setTaskArchived = (
  ctx: AppContext,
  session: ActiveSession,
  body: { TaskId: number; Archived: boolean },
) => setFlag(ctx, session, body.TaskId, ARCHIVE, body.Archived);
