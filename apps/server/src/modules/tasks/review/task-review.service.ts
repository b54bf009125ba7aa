import {
  approvalStateLabel,
  ModuleId,
  REVIEW_LEVELS,
  REVIEWER_MODULES,
  reviewApprovalLabel,
  reviewCapabilities,
  taskOperation,
  type ApprovalQueueQuery,
  type ApprovalQueueRow,
  type ListReply,
  type ReviewCheck,
  type ReviewedTask,
  type ReviewRights,
  type TaskReview,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Db, Tx } from "../../../db/client.ts";
import { AppError } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { listApprovalQueue } from "./task-approval-queue.repository.ts";
import {
  readAwaitingStep,
  readReviewedTask,
  readReviewSteps,
  type ReviewedTaskRow,
} from "./task-review.repository.ts";
import { taskNotFound } from "../tasks.service.ts";

/**
 * What the caller's role holds for the review and supervision steps. Read before a step's transaction: the
 * embedded database runs one statement at a time, so nothing inside the transaction may wait on another
 * connection.
 */
export const readReviewRights = async (ctx: AppContext, session: ActiveSession): Promise<ReviewRights> => {
  const holds = (moduleId: number) =>
    ctx.permissions.roleAllows(session.orgId, session.roleId, taskOperation(moduleId));
  const [canEditTasks, canReopen, canMarkIncomplete, canLock, canArchive, ...levels] = await Promise.all([
    holds(ModuleId.TaskEdit),
    holds(ModuleId.TaskReopen),
    holds(ModuleId.TaskMarkIncomplete),
    holds(ModuleId.TaskLock),
    holds(ModuleId.TaskArchive),
    ...REVIEW_LEVELS.map((level) => holds(REVIEWER_MODULES[level])),
  ]);
  return {
    canEditTasks,
    canReopen,
    canMarkIncomplete,
    canLock,
    canArchive,
    reviewerLevels: REVIEW_LEVELS.filter((_, i) => levels[i]),
  };
};

/** The task as the pure rules read it. */
export const reviewedTaskOf = (row: ReviewedTaskRow): ReviewedTask => ({
  workOrderNumber: row.workOrderNumber,
  statusId: row.statusId,
  reviewApprovalId: row.reviewApprovalId,
  reviewLevels: row.reviewLevels,
  isLocked: row.isLocked,
  archived: row.archived,
  assigneeId: row.assigneeId,
});

/** A refused check becomes the error its kind maps to (403 or 409), with the rule's message. */
export const enforce = (check: ReviewCheck): void => {
  if (!check.ok) throw new AppError(check.refusal, { message: check.message });
};

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

/** The task's review as the caller sees it now, read with `db` (inside a step's transaction, its own). */
export const buildTaskReview = async (
  db: Db | Tx,
  session: ActiveSession,
  row: ReviewedTaskRow,
  rights: ReviewRights,
): Promise<TaskReview> => {
  const [awaiting, steps] = await Promise.all([
    readAwaitingStep(db, session.orgId, row.id),
    readReviewSteps(db, session.orgId, row.id),
  ]);
  return {
    TaskId: row.id,
    WorkOrderNumber: row.workOrderNumber,
    StatusId: row.statusId,
    ReviewApprovalId: row.reviewApprovalId,
    ReviewApprovalLabel: reviewApprovalLabel(row.reviewApprovalId),
    ReviewLevels: row.reviewLevels,
    AwaitingLevel: awaiting?.level ?? null,
    IsLocked: row.isLocked,
    IsArchived: row.archived,
    Steps: steps.map((s) => ({
      Id: s.id,
      Level: s.level,
      StateId: s.stateId,
      Label: approvalStateLabel(s.stateId),
      RequestedById: s.requestedById,
      RequestedByName: s.requestedByName,
      RequestedAt: s.requestedAt.toISOString(),
      RequestComment: s.requestComment,
      ReviewerId: s.reviewerId,
      ReviewerName: s.reviewerName,
      DecidedAt: iso(s.decidedAt),
      DecisionComment: s.decisionComment,
    })),
    ...reviewCapabilities({
      task: reviewedTaskOf(row),
      awaiting,
      callerId: session.employeeId,
      rights,
    }),
  };
};

/** GET Task/GetTaskReview: another organisation's task is a 404. */
export const taskReview = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<TaskReview> => {
  const rights = await readReviewRights(ctx, session);
  const row = await readReviewedTask(ctx.db, session.orgId, id);
  if (!row) throw taskNotFound(id);
  return buildTaskReview(ctx.db, session, row, rights);
};

/** POST Task/GetApprovalQueue: the Review queue reads the levels the caller's role reviews. */
export const approvalQueue = async (
  ctx: AppContext,
  session: ActiveSession,
  query: ApprovalQueueQuery,
): Promise<ListReply<ApprovalQueueRow>> => {
  const { reviewerLevels } = await readReviewRights(ctx, session);
  return listApprovalQueue(
    ctx.db,
    { orgId: session.orgId, employeeId: session.employeeId, reviewerLevels },
    query,
  );
};
