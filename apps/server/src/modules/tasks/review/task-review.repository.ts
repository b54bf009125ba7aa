import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { TaskReviewApproval, type TaskReviewApprovalId, type TaskStatusId } from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import { employees, taskApprovals, tasks } from "../../../db/schema/index.ts";

export const requesters = alias(employees, "requester");
export const reviewers = alias(employees, "reviewer");
export const requesterNameSql = sql<
  string | null
>`(${requesters.firstName} || ' ' || ${requesters.lastName})`;
export const reviewerNameSql = sql<string | null>`(${reviewers.firstName} || ' ' || ${reviewers.lastName})`;

/** What the review and supervision steps read of a task. */
export type ReviewedTaskRow = {
  id: number;
  workOrderNumber: string;
  statusId: TaskStatusId;
  reviewApprovalId: TaskReviewApprovalId | null;
  reviewLevels: number;
  isLocked: boolean;
  archived: boolean;
  assigneeId: number | null;
  createdById: number | null;
};

const reviewedColumns = {
  id: tasks.id,
  workOrderNumber: tasks.workOrderNumber,
  statusId: tasks.statusId,
  reviewApprovalId: tasks.reviewApprovalId,
  reviewLevels: tasks.reviewLevels,
  isLocked: tasks.isLocked,
  archived: tasks.archived,
  assigneeId: tasks.assigneeId,
  createdById: tasks.createdById,
};

const ofTask = (orgId: number, id: number) => and(eq(tasks.orgId, orgId), eq(tasks.id, id));

/** The task as the review reads it, or undefined when the organisation has no such task. */
export const readReviewedTask = async (
  db: Db | Tx,
  orgId: number,
  id: number,
): Promise<ReviewedTaskRow | undefined> => {
  const [row] = await db.select(reviewedColumns).from(tasks).where(ofTask(orgId, id));
  return row;
};

/** The same, locked until the transaction ends: steps on one task run one after another. */
export const lockReviewedTask = async (
  tx: Tx,
  orgId: number,
  id: number,
): Promise<ReviewedTaskRow | undefined> => {
  const [row] = await tx.select(reviewedColumns).from(tasks).where(ofTask(orgId, id)).for("update");
  return row;
};

export type ReviewStepRow = {
  id: number;
  level: number;
  stateId: number;
  requestedById: number | null;
  requestedByName: string | null;
  requestedAt: Date;
  requestComment: string | null;
  reviewerId: number | null;
  reviewerName: string | null;
  decidedAt: Date | null;
  decisionComment: string | null;
};

/** A task's review steps with the people's names, oldest first. */
export const readReviewSteps = (db: Db | Tx, orgId: number, taskId: number): Promise<ReviewStepRow[]> =>
  db
    .select({
      id: taskApprovals.id,
      level: taskApprovals.level,
      stateId: taskApprovals.stateId,
      requestedById: taskApprovals.requestedById,
      requestedByName: requesterNameSql,
      requestedAt: taskApprovals.requestedAt,
      requestComment: taskApprovals.requestComment,
      reviewerId: taskApprovals.reviewerId,
      reviewerName: reviewerNameSql,
      decidedAt: taskApprovals.decidedAt,
      decisionComment: taskApprovals.decisionComment,
    })
    .from(taskApprovals)
    .leftJoin(requesters, eq(requesters.id, taskApprovals.requestedById))
    .leftJoin(reviewers, eq(reviewers.id, taskApprovals.reviewerId))
    .where(and(eq(taskApprovals.orgId, orgId), eq(taskApprovals.taskId, taskId)))
    .orderBy(asc(taskApprovals.requestedAt), asc(taskApprovals.id));

export type AwaitingStepRow = { id: number; level: number; requestedById: number | null };

/** The step of a task awaiting a decision (there is at most one). */
export const readAwaitingStep = async (
  db: Db | Tx,
  orgId: number,
  taskId: number,
): Promise<AwaitingStepRow | null> => {
  const [row] = await db
    .select({ id: taskApprovals.id, level: taskApprovals.level, requestedById: taskApprovals.requestedById })
    .from(taskApprovals)
    .where(
      and(
        eq(taskApprovals.orgId, orgId),
        eq(taskApprovals.taskId, taskId),
        eq(taskApprovals.stateId, TaskReviewApproval.PendingApproval),
      ),
    )
    .orderBy(asc(taskApprovals.id))
    .limit(1);
  return row ?? null;
};

export const insertReviewStep = async (
  tx: Tx,
  step: {
    orgId: number;
    taskId: number;
    level: number;
    requestedById: number | null;
    requestComment: string | null;
    at: Date;
  },
): Promise<void> => {
  await tx.insert(taskApprovals).values({
    orgId: step.orgId,
    taskId: step.taskId,
    level: step.level,
    stateId: TaskReviewApproval.PendingApproval,
    requestedById: step.requestedById,
    requestedAt: step.at,
    requestComment: step.requestComment,
  });
};

/** Decides an awaiting step once: Approved or Rejected, by whom, when and why. */
export const decideReviewStep = async (
  tx: Tx,
  orgId: number,
  stepId: number,
  decision: { stateId: TaskReviewApprovalId; reviewerId: number; comment: string | null; at: Date },
): Promise<void> => {
  await tx
    .update(taskApprovals)
    .set({
      stateId: decision.stateId,
      reviewerId: decision.reviewerId,
      decisionComment: decision.comment,
      decidedAt: decision.at,
    })
    .where(and(eq(taskApprovals.orgId, orgId), eq(taskApprovals.id, stepId)));
};

export type ReviewedTaskChange = {
  statusId?: TaskStatusId;
  reviewApprovalId?: TaskReviewApprovalId;
  /** Null clears the completion time (the task goes back to work). */
  completedAt?: Date | null;
  isLocked?: boolean;
  archived?: boolean;
  at: Date;
};

export const updateReviewedTask = async (
  tx: Tx,
  orgId: number,
  id: number,
  { at, ...change }: ReviewedTaskChange,
): Promise<void> => {
  await tx
    .update(tasks)
    .set({ ...change, updatedAt: at })
    .where(ofTask(orgId, id));
};
