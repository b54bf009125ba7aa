import {
  AuditEntityType,
  buildTaskTimeline,
  HISTORY_MAX_PAGE_SIZE,
  TaskReviewApproval,
  type HistoryEntry,
  type RecordedStatusMove,
  type TaskTimeline,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { readHistory } from "../../audit/audit.service.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { readTask } from "../task-detail.repository.ts";
import { readReviewSteps } from "../review/task-review.repository.ts";
import { taskNotFound } from "../tasks.service.ts";

/** The field a status move records in a task's history (ChangeStatus, approvals, reopening …). */
const STATUS_FIELD = "Status";

/** Every history entry of a task, oldest first. */
const wholeHistory = async (ctx: AppContext, orgId: number, id: number): Promise<HistoryEntry[]> => {
  const entries: HistoryEntry[] = [];
  let before: number | null = null;
  do {
    const page = await readHistory(ctx.db, orgId, AuditEntityType.Task, {
      Id: id,
      Before: before,
      PageSize: HISTORY_MAX_PAGE_SIZE,
    });
    entries.push(...page.Entries);
    before = page.NextBefore;
  } while (before !== null);
  return entries.reverse();
};

/** When the review that stands approved was approved: its last approved step's decision. */
const approvedAt = async (ctx: AppContext, orgId: number, id: number): Promise<Date | null> => {
  const decided = (await readReviewSteps(ctx.db, orgId, id))
    .filter((s) => s.stateId === TaskReviewApproval.Approved && s.decidedAt !== null)
    .map((s) => s.decidedAt!.getTime());
  return decided.length === 0 ? null : new Date(Math.max(...decided));
};

/**
 * A task's life from its history: each entry that changed the Status field is a move (whatever its action
 * was named), so the timeline follows every way a status is changed.
 */
export const taskTimeline = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<TaskTimeline> => {
  const task = await readTask(ctx.db, session.orgId, id);
  if (!task) throw taskNotFound(id);
  const isApproved = task.reviewApprovalId === TaskReviewApproval.Approved;
  const [history, approved] = await Promise.all([
    wholeHistory(ctx, session.orgId, id),
    isApproved ? approvedAt(ctx, session.orgId, id) : null,
  ]);
  const moves: RecordedStatusMove[] = history.flatMap((entry) =>
    entry.Changes.filter((c) => c.Field === STATUS_FIELD).map((c) => ({
      at: new Date(entry.CreatedAt),
      from: c.From,
      to: c.To,
      byName: entry.EmployeeId === null ? null : entry.EmployeeName,
    })),
  );
  return {
    TaskId: task.id,
    ...buildTaskTimeline({
      createdAt: task.createdAt,
      createdByName: task.createdByName,
      statusId: task.statusId,
      moves,
      plannedDate: task.plannedDate,
      dueDate: task.dueDate,
      completedAt: task.completedAt,
      approvedAt: approved,
      now: ctx.now(),
    }),
  };
};
