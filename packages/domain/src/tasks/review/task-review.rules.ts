import { ModuleId } from "../../permissions/permissions.enums.ts";
import { taskStatusLabel } from "../tasks.rules.ts";
import {
  ApprovalLabel,
  TaskReviewApproval,
  TaskStatus,
  type TaskReviewApprovalId,
  type TaskStatusId,
} from "../tasks.enums.ts";

/**
 * The review of a completed task (portal-platform §4 task review approval) and the supervisor's steps, as pure
 * rules: the server applies them to the locked task row, and GetTaskReview answers what the caller may do from
 * the very same checks.
 */
export const REVIEW_LEVELS = [1, 2, 3] as const;
export type ReviewLevel = (typeof REVIEW_LEVELS)[number];

/** The reviewer module of each level (children of Task Operations). */
export const REVIEWER_MODULES: Readonly<Record<ReviewLevel, number>> = {
  1: ModuleId.TaskReviewer1,
  2: ModuleId.TaskReviewer2,
  3: ModuleId.TaskReviewer3,
};

export const isReviewLevel = (level: number): level is ReviewLevel =>
  (REVIEW_LEVELS as readonly number[]).includes(level);

/** The state of one review step as the queues' tabs name it. */
export const APPROVAL_STATE_LABELS: Readonly<Partial<Record<TaskReviewApprovalId, string>>> = {
  [TaskReviewApproval.PendingApproval]: ApprovalLabel.AwaitingApproval,
  [TaskReviewApproval.Approved]: ApprovalLabel.Approved,
  [TaskReviewApproval.Rejected]: ApprovalLabel.Rejected,
};

export const approvalStateLabel = (stateId: number): string =>
  APPROVAL_STATE_LABELS[stateId as TaskReviewApprovalId] ?? `State ${stateId}`;

/** A task's review as a whole (tasks.review_approval_id); a task never sent for review has none. */
export const REVIEW_APPROVAL_LABELS: Readonly<Record<TaskReviewApprovalId, string>> = {
  [TaskReviewApproval.RequestApproval]: "Request Approval",
  [TaskReviewApproval.PendingApproval]: ApprovalLabel.AwaitingApproval,
  [TaskReviewApproval.Approved]: ApprovalLabel.Approved,
  [TaskReviewApproval.Rejected]: ApprovalLabel.Rejected,
  [TaskReviewApproval.Reopened]: "Reopened",
};

export const reviewApprovalLabel = (id: number | null): string | null =>
  id === null ? null : (REVIEW_APPROVAL_LABELS[id as TaskReviewApprovalId] ?? `Review ${id}`);

/** What the rules read of a task: its status, review, supervision flags and assignee. */
export type ReviewedTask = {
  workOrderNumber: string;
  statusId: number;
  reviewApprovalId: number | null;
  reviewLevels: number;
  isLocked: boolean;
  archived: boolean;
  assigneeId: number | null;
};

/** The step awaiting a decision, when there is one. */
export type AwaitingStep = { level: number; requestedById: number | null };

/** The answer of a check: go ahead, or the refusal's kind (403 or 409) and the message people read. */
export type ReviewCheck =
  { ok: true } | { ok: false; refusal: "FORBIDDEN" | "NOT_ALLOWED_NOW"; message: string };

const OK: ReviewCheck = { ok: true };
const forbidden = (message: string): ReviewCheck => ({ ok: false, refusal: "FORBIDDEN", message });
const notNow = (message: string): ReviewCheck => ({ ok: false, refusal: "NOT_ALLOWED_NOW", message });

/** Locked and archived tasks take no status move and no review step. */
const supervisionBlock = (task: ReviewedTask): ReviewCheck | null => {
  if (task.archived) return notNow(`${task.workOrderNumber} is archived.`);
  if (task.isLocked) return notNow(`${task.workOrderNumber} is locked.`);
  return null;
};

/**
 * Whether a status move may be made at all (before the transition rows are read): not on a locked or archived
 * task, not while a review step awaits a decision, and not once the review approved the work (reopen first).
 */
export const checkStatusMove = (task: ReviewedTask): ReviewCheck => {
  const blocked = supervisionBlock(task);
  if (blocked) return blocked;
  if (task.reviewApprovalId === TaskReviewApproval.PendingApproval)
    return notNow(`${task.workOrderNumber} is awaiting approval.`);
  if (task.reviewApprovalId === TaskReviewApproval.Approved)
    return notNow(`${task.workOrderNumber} is approved: reopen it to change its status.`);
  return OK;
};

/**
 * Request approval: a completed task with no step awaiting and not approved already (approved work stays
 * Completed, so the status alone does not tell), by its assignee or anyone who may edit tasks.
 */
export const checkRequestApproval = ({
  task,
  callerId,
  canEditTasks,
}: {
  task: ReviewedTask;
  callerId: number;
  canEditTasks: boolean;
}): ReviewCheck => {
  if (task.assigneeId !== callerId && !canEditTasks)
    return forbidden(
      `You can only request approval of work orders assigned to you; ${task.workOrderNumber} is not.`,
    );
  const blocked = supervisionBlock(task);
  if (blocked) return blocked;
  if (task.reviewApprovalId === TaskReviewApproval.PendingApproval)
    return notNow(`${task.workOrderNumber} is already awaiting approval.`);
  if (task.reviewApprovalId === TaskReviewApproval.Approved)
    return notNow(`${task.workOrderNumber} is already approved.`);
  if (task.statusId !== TaskStatus.Completed)
    return notNow(
      `Only a completed work order can be sent for approval; ${task.workOrderNumber} is '${taskStatusLabel(task.statusId)}'.`,
    );
  return OK;
};

/**
 * Approve or reject the awaiting step: the caller needs the reviewer module of its level and may not decide a
 * step they requested.
 */
export const checkDecision = ({
  task,
  awaiting,
  callerId,
  reviewerLevels,
}: {
  task: ReviewedTask;
  awaiting: AwaitingStep | null;
  callerId: number;
  reviewerLevels: readonly number[];
}): ReviewCheck => {
  if (!awaiting) return notNow(`${task.workOrderNumber} is not awaiting approval.`);
  if (!reviewerLevels.includes(awaiting.level))
    return forbidden(`Your role cannot review work orders at level ${awaiting.level}.`);
  if (awaiting.requestedById === callerId) return forbidden("You cannot review your own request.");
  return supervisionBlock(task) ?? OK;
};

export type ReviewDecision = "Approved" | "Rejected";

export type DecisionOutcome = {
  statusId: TaskStatusId;
  reviewApprovalId: TaskReviewApprovalId;
  /** The level whose step is created awaiting next; null when the review is decided. */
  nextLevel: ReviewLevel | null;
};

/**
 * Where a decision leaves the task: Rejected at any level rejects the work. Approved at level 1 leaves the work
 * Completed (the approval shows as the review's 'Approved', never as a status: 'Accepted' is only the
 * technician's taking of the job, an open status); at level 2 it is Accepted by Reviewer 2 (a third level keeps
 * that status). Either asks the next level or, at the last level the task needs, approves the review. Every
 * status a decision to approve leaves is closed (CLOSED_TASK_STATUSES), so approved work is never open or
 * overdue.
 */
export const decisionOutcome = ({
  level,
  reviewLevels,
  decision,
}: {
  level: number;
  reviewLevels: number;
  decision: ReviewDecision;
}): DecisionOutcome => {
  if (decision === "Rejected")
    return { statusId: TaskStatus.Rejected, reviewApprovalId: TaskReviewApproval.Rejected, nextLevel: null };
  const statusId = level <= 1 ? TaskStatus.Completed : TaskStatus.AcceptedByReviewer2;
  const next = level + 1;
  return next <= reviewLevels && isReviewLevel(next)
    ? { statusId, reviewApprovalId: TaskReviewApproval.PendingApproval, nextLevel: next }
    : { statusId, reviewApprovalId: TaskReviewApproval.Approved, nextLevel: null };
};

const DECIDED: readonly number[] = [TaskReviewApproval.Approved, TaskReviewApproval.Rejected];
/** The statuses a decision leaves a task in (Completed, where level 1 leaves it, is reopened anyway). */
const DECISION_STATUSES: readonly number[] = [TaskStatus.Rejected, TaskStatus.AcceptedByReviewer2];

/**
 * Reopen: a task whose review was decided, or a completed one, goes back to In Progress; not while a step
 * awaits a decision (the reviewer decides it, or the supervisor marks the task incomplete).
 */
export const checkReopen = ({ task, canReopen }: { task: ReviewedTask; canReopen: boolean }): ReviewCheck => {
  if (!canReopen) return forbidden("Your role cannot reopen work orders.");
  const blocked = supervisionBlock(task);
  if (blocked) return blocked;
  if (task.reviewApprovalId === TaskReviewApproval.PendingApproval)
    return notNow(
      `${task.workOrderNumber} is awaiting approval: it can be reopened once the review is decided.`,
    );
  // A decided review counts while the task is still where the decision left it.
  const isDecided =
    task.reviewApprovalId !== null &&
    DECIDED.includes(task.reviewApprovalId) &&
    DECISION_STATUSES.includes(task.statusId);
  if (!isDecided && task.statusId !== TaskStatus.Completed)
    return notNow(
      `Only a completed work order, or one whose review was decided, can be reopened; ${task.workOrderNumber} is '${taskStatusLabel(task.statusId)}'.`,
    );
  return OK;
};

/** Mark incomplete: a completed task not yet approved goes back to In Progress (an awaiting step is withdrawn). */
export const checkMarkIncomplete = ({
  task,
  canMarkIncomplete,
}: {
  task: ReviewedTask;
  canMarkIncomplete: boolean;
}): ReviewCheck => {
  if (!canMarkIncomplete) return forbidden("Your role cannot mark work orders incomplete.");
  const blocked = supervisionBlock(task);
  if (blocked) return blocked;
  if (task.statusId !== TaskStatus.Completed || task.reviewApprovalId === TaskReviewApproval.Approved)
    return notNow(
      `Only a completed work order not yet approved can be marked incomplete; ${task.workOrderNumber} is '${taskStatusLabel(task.statusId)}'.`,
    );
  return OK;
};

/** The withdrawn step's comment: it stays among the steps as Rejected. */
export const markedIncompleteComment = (comment: string): string => `Marked incomplete: ${comment}`;

/** What the caller's role holds, for the checks. */
export type ReviewRights = {
  canEditTasks: boolean;
  reviewerLevels: readonly number[];
  canReopen: boolean;
  canMarkIncomplete: boolean;
  canLock: boolean;
  canArchive: boolean;
};

export type ReviewCapabilities = {
  CanRequestApproval: boolean;
  CanApprove: boolean;
  CanReject: boolean;
  CanReopen: boolean;
  CanMarkIncomplete: boolean;
  CanLock: boolean;
  CanUnlock: boolean;
  CanArchive: boolean;
  CanRestore: boolean;
};

/** What the caller may do now: each flag is the check its call makes. */
export const reviewCapabilities = ({
  task,
  awaiting,
  callerId,
  rights,
}: {
  task: ReviewedTask;
  awaiting: AwaitingStep | null;
  callerId: number;
  rights: ReviewRights;
}): ReviewCapabilities => {
  const canDecide = checkDecision({ task, awaiting, callerId, reviewerLevels: rights.reviewerLevels }).ok;
  return {
    CanRequestApproval: checkRequestApproval({ task, callerId, canEditTasks: rights.canEditTasks }).ok,
    CanApprove: canDecide,
    CanReject: canDecide,
    CanReopen: checkReopen({ task, canReopen: rights.canReopen }).ok,
    CanMarkIncomplete: checkMarkIncomplete({ task, canMarkIncomplete: rights.canMarkIncomplete }).ok,
    CanLock: rights.canLock && !task.isLocked,
    CanUnlock: rights.canLock && task.isLocked,
    CanArchive: rights.canArchive && !task.archived,
    CanRestore: rights.canArchive && task.archived,
  };
};
