import { and, eq, inArray } from "drizzle-orm";
import { AuditEntityType, TaskReviewApproval, TaskStatus } from "@fieldstead/domain";
import type { Tx } from "../db/client.ts";
import { taskApprovals, tasks } from "../db/schema/index.ts";
import { insertAuditEntries } from "../modules/audit/audit.repository.ts";
import type { TaskSeed } from "./work-orders.seed-data.ts";

/** How many completed work orders of the demo wait for their first review. */
const AWAITING_REVIEWS = 3;
const HOUR_MS = 3_600_000;
const REQUEST_COMMENT = "Work done; photos and readings are in the gallery.";

/**
 * A few completed work orders whose technicians asked for their review: the reviewers' queue
 * (/#/Approvals) has work waiting on a fresh demo. Only the crew's work orders (not the first
 * technician's, the demo account's), so the demo account's own queue starts empty.
 */
export const seedAwaitingReviews = async (
  tx: Tx,
  {
    orgId,
    tasks: written,
    crewIds,
  }: { orgId: number; tasks: readonly (TaskSeed & { id: number })[]; crewIds: readonly number[] },
): Promise<void> => {
  const crew = new Set(crewIds);
  const picked = written
    .filter((t) => t.statusId === TaskStatus.Completed && t.assigneeId !== null && crew.has(t.assigneeId))
    .slice(-AWAITING_REVIEWS);
  if (picked.length === 0) return;
  const completedAt = new Map(
    (
      await tx
        .select({ id: tasks.id, completedAt: tasks.completedAt })
        .from(tasks)
        .where(
          and(
            eq(tasks.orgId, orgId),
            inArray(
              tasks.id,
              picked.map((t) => t.id),
            ),
          ),
        )
    ).map((r) => [r.id, r.completedAt]),
  );
  const steps = picked.map((t) => {
    const done = completedAt.get(t.id) ?? t.createdAt;
    return { task: t, at: new Date(done.getTime() + HOUR_MS) };
  });
  await tx.insert(taskApprovals).values(
    steps.map(({ task, at }) => ({
      orgId,
      taskId: task.id,
      level: 1,
      stateId: TaskReviewApproval.PendingApproval,
      requestedById: task.assigneeId,
      requestedAt: at,
      requestComment: REQUEST_COMMENT,
    })),
  );
  await tx
    .update(tasks)
    .set({ reviewApprovalId: TaskReviewApproval.PendingApproval })
    .where(
      and(
        eq(tasks.orgId, orgId),
        inArray(
          tasks.id,
          picked.map((t) => t.id),
        ),
      ),
    );
  await insertAuditEntries(
    tx,
    steps.map(({ task, at }) => ({
      orgId,
      entityType: AuditEntityType.Task,
      entityId: task.id,
      action: "ApprovalRequested",
      summary: `Approval requested at review level 1: ${REQUEST_COMMENT}`,
      changes: [{ Field: "Review", From: null, To: "Awaiting Approval" }],
      employeeId: task.assigneeId,
      at,
    })),
  );
};
