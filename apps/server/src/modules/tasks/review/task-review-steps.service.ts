import {
  ApprovalLabel,
  AuditEntityType,
  checkDecision,
  checkRequestApproval,
  decisionOutcome,
  DomainEventType,
  REVIEWER_MODULES,
  reviewApprovalLabel,
  taskOperation,
  TaskReviewApproval,
  taskStatusLabel,
  type AuditChange,
  type ReviewLevel,
  type TaskReviewReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { recordEvents, recordHistory } from "../../audit/audit.service.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import {
  decideReviewStep,
  insertReviewStep,
  lockReviewedTask,
  readAwaitingStep,
  updateReviewedTask,
} from "./task-review.repository.ts";
import { buildTaskReview, enforce, readReviewRights, reviewedTaskOf } from "./task-review.service.ts";
import { taskNotFound } from "../tasks.service.ts";

const withComment = (summary: string, comment: string | null) =>
  comment ? `${summary}: ${comment}` : summary;
const known = (ids: (number | null)[]): number[] => ids.filter((id): id is number => id !== null);

/** The employees who review a level, without the one who asked (they may not decide their own request). */
const reviewersOf = async (ctx: AppContext, orgId: number, level: ReviewLevel, requesterId: number | null) =>
  (await ctx.permissions.employeesAllowed(orgId, taskOperation(REVIEWER_MODULES[level]))).filter(
    (id) => id !== requesterId,
  );

/**
 * POST Task/RequestApproval: the level-1 step is created awaiting, and the task's review is PendingApproval;
 * the reviewers of level 1 hear of it. One transaction on the locked task row.
 */
export const requestApproval = async (
  ctx: AppContext,
  session: ActiveSession,
  body: { TaskId: number; Comment: string | null },
): Promise<TaskReviewReply> => {
  const { orgId, employeeId } = session;
  const rights = await readReviewRights(ctx, session);
  const notified = await reviewersOf(ctx, orgId, 1, employeeId);
  return ctx.db.transaction(async (tx) => {
    const row = await lockReviewedTask(tx, orgId, body.TaskId);
    if (!row) throw taskNotFound(body.TaskId);
    enforce(
      checkRequestApproval({
        task: reviewedTaskOf(row),
        callerId: employeeId,
        canEditTasks: rights.canEditTasks,
      }),
    );
    const at = ctx.now();
    await insertReviewStep(tx, {
      orgId,
      taskId: row.id,
      level: 1,
      requestedById: employeeId,
      requestComment: body.Comment,
      at,
    });
    await updateReviewedTask(tx, orgId, row.id, { reviewApprovalId: TaskReviewApproval.PendingApproval, at });
    await recordHistory(tx, [
      {
        orgId,
        entityType: AuditEntityType.Task,
        entityId: row.id,
        action: "ApprovalRequested",
        summary: withComment("Approval requested at review level 1", body.Comment),
        changes: [
          {
            Field: "Review",
            From: reviewApprovalLabel(row.reviewApprovalId),
            To: ApprovalLabel.AwaitingApproval,
          },
        ],
        employeeId,
        at,
      },
    ]);
    await recordEvents(tx, [
      {
        orgId,
        eventType: DomainEventType.TaskApprovalRequested,
        actorId: employeeId,
        subjectType: AuditEntityType.Task,
        subjectId: row.id,
        concerns: notified,
        payload: {
          WorkOrderNumber: row.workOrderNumber,
          Level: 1,
          ...(body.Comment ? { Comment: body.Comment } : {}),
        },
        at,
      },
    ]);
    const after = { ...row, reviewApprovalId: TaskReviewApproval.PendingApproval };
    return {
      StatusCode: 0,
      StatusMessage: `Approval of ${row.workOrderNumber} requested.`,
      Review: await buildTaskReview(tx, session, after, rights),
    };
  });
};

/**
 * POST Task/DecideApproval: decides the awaiting step. The status follows from the reviewer's right, not from
 * the transition rows (decisionOutcome); an approval below the task's last level asks the next level. The
 * step, the task, its history entry and the events are kept or lost together.
 */
export const decideApproval = async (
  ctx: AppContext,
  session: ActiveSession,
  body: { TaskId: number; Decision: "Approved" | "Rejected"; Comment: string | null },
): Promise<TaskReviewReply> => {
  const { orgId, employeeId } = session;
  const rights = await readReviewRights(ctx, session);
  // Whoever reviews a later level may be asked next; read now, outside the transaction.
  const laterReviewers = new Map<ReviewLevel, number[]>([
    [2, await ctx.permissions.employeesAllowed(orgId, taskOperation(REVIEWER_MODULES[2]))],
    [3, await ctx.permissions.employeesAllowed(orgId, taskOperation(REVIEWER_MODULES[3]))],
  ]);
  return ctx.db.transaction(async (tx) => {
    const row = await lockReviewedTask(tx, orgId, body.TaskId);
    if (!row) throw taskNotFound(body.TaskId);
    const awaiting = await readAwaitingStep(tx, orgId, row.id);
    enforce(
      checkDecision({
        task: reviewedTaskOf(row),
        awaiting,
        callerId: employeeId,
        reviewerLevels: rights.reviewerLevels,
      }),
    );
    const step = awaiting!;
    const outcome = decisionOutcome({
      level: step.level,
      reviewLevels: row.reviewLevels,
      decision: body.Decision,
    });
    const at = ctx.now();
    const isApproved = body.Decision === "Approved";
    await decideReviewStep(tx, orgId, step.id, {
      stateId: isApproved ? TaskReviewApproval.Approved : TaskReviewApproval.Rejected,
      reviewerId: employeeId,
      comment: body.Comment,
      at,
    });
    if (outcome.nextLevel !== null)
      await insertReviewStep(tx, {
        orgId,
        taskId: row.id,
        level: outcome.nextLevel,
        requestedById: step.requestedById,
        requestComment: null,
        at,
      });
    await updateReviewedTask(tx, orgId, row.id, {
      statusId: outcome.statusId,
      reviewApprovalId: outcome.reviewApprovalId,
      at,
    });

    const from = taskStatusLabel(row.statusId);
    const to = taskStatusLabel(outcome.statusId);
    const isMoved = row.statusId !== outcome.statusId;
    const changes: AuditChange[] = [
      ...(isMoved ? [{ Field: "Status", From: from, To: to }] : []),
      {
        Field: `Review level ${step.level}`,
        From: ApprovalLabel.AwaitingApproval,
        To: isApproved ? ApprovalLabel.Approved : ApprovalLabel.Rejected,
      },
      ...(outcome.nextLevel === null
        ? []
        : [{ Field: `Review level ${outcome.nextLevel}`, From: null, To: ApprovalLabel.AwaitingApproval }]),
    ];
    const verb = isApproved ? "approved" : "rejected";
    await recordHistory(tx, [
      {
        orgId,
        entityType: AuditEntityType.Task,
        entityId: row.id,
        action: isApproved ? "ReviewApproved" : "ReviewRejected",
        summary: withComment(
          isMoved ? `Status changed from ${from} to ${to}` : `Review ${verb} at level ${step.level}`,
          body.Comment,
        ),
        changes,
        employeeId,
        at,
      },
    ]);
    const payload = {
      WorkOrderNumber: row.workOrderNumber,
      Level: step.level,
      FromStatusId: row.statusId,
      ToStatusId: outcome.statusId,
      ...(body.Comment ? { Comment: body.Comment } : {}),
    };
    await recordEvents(tx, [
      {
        orgId,
        eventType: isApproved ? DomainEventType.TaskApproved : DomainEventType.TaskRejected,
        actorId: employeeId,
        subjectType: AuditEntityType.Task,
        subjectId: row.id,
        concerns: known([step.requestedById, row.assigneeId]),
        payload,
        at,
      },
      ...(outcome.nextLevel === null
        ? []
        : [
            {
              orgId,
              eventType: DomainEventType.TaskApprovalRequested,
              actorId: employeeId,
              subjectType: AuditEntityType.Task,
              subjectId: row.id,
              concerns: (laterReviewers.get(outcome.nextLevel) ?? []).filter(
                (id) => id !== step.requestedById,
              ),
              payload: { WorkOrderNumber: row.workOrderNumber, Level: outcome.nextLevel },
              at,
            },
          ]),
    ]);
    const after = { ...row, statusId: outcome.statusId, reviewApprovalId: outcome.reviewApprovalId };
    const next = outcome.nextLevel === null ? "" : `; level ${outcome.nextLevel} is now awaiting approval`;
    return {
      StatusCode: 0,
      StatusMessage: `${row.workOrderNumber} ${verb} at level ${step.level}${next}.`,
      Review: await buildTaskReview(tx, session, after, rights),
    };
  });
};
