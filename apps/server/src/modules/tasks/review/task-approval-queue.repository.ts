import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import {
  APPROVAL_QUEUE_COLUMNS,
  ApprovalLabel,
  approvalStateLabel,
  TaskReviewApproval,
  type ApprovalQueueQuery,
  type ApprovalQueueRow,
  type ApprovalTab,
  type ListReply,
  type ListSort,
  type TaskReviewApprovalId,
} from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import { taskApprovals, tasks } from "../../../db/schema/index.ts";
import { planList, type ListDefinition } from "../../../lib/list-query.ts";
import { listColumnsFrom } from "../../../lib/list-query.columns.ts";
import { runListQuery } from "../../../lib/list-query.repository.ts";
import { requesterNameSql, requesters, reviewerNameSql, reviewers } from "./task-review.repository.ts";

/** The decision's comment once decided, the request's before. */
const commentSql = sql<
  string | null
>`coalesce(${taskApprovals.decisionComment}, ${taskApprovals.requestComment})`;

const STATE_OF_TAB: Readonly<Record<ApprovalTab, TaskReviewApprovalId>> = {
  [ApprovalLabel.AwaitingApproval]: TaskReviewApproval.PendingApproval,
  [ApprovalLabel.Approved]: TaskReviewApproval.Approved,
  [ApprovalLabel.Rejected]: TaskReviewApproval.Rejected,
};

/**
 * The approval queues: one row per review step with its task. Awaiting steps come newest request first, decided
 * ones newest decision first.
 */
const queueList = (defaultSort: ListSort[]): ListDefinition => ({
  name: "task-approvals",
  id: taskApprovals.id,
  orgId: taskApprovals.orgId,
  defaultSort,
  // A word matches the work-order number or the summary.
  searchTerm: (pattern) =>
    sql`(${tasks.workOrderNumber} ilike ${pattern} or ${tasks.summary} ilike ${pattern})`,
  columns: listColumnsFrom(APPROVAL_QUEUE_COLUMNS, {
    Id: { sql: taskApprovals.id, isInteger: true },
    TaskId: { sql: taskApprovals.taskId, isInteger: true },
    WorkOrderNumber: { sql: tasks.workOrderNumber },
    Summary: { sql: tasks.summary },
    Level: { sql: taskApprovals.level, setOf: "number", isInteger: true },
    RequestedByName: { sql: requesterNameSql, isNullable: true },
    RequestedAt: { sql: taskApprovals.requestedAt },
    ReviewerName: { sql: reviewerNameSql, isNullable: true },
    DecidedAt: { sql: taskApprovals.decidedAt, isNullable: true },
    Comment: { sql: commentSql, isNullable: true },
  }),
});

const AWAITING_LIST = queueList([{ colId: "RequestedAt", sort: "desc" }]);
const DECIDED_LIST = queueList([{ colId: "DecidedAt", sort: "desc" }]);

/** Who is asking, and the levels their role reviews. */
export type QueueScope = { orgId: number; employeeId: number; reviewerLevels: readonly number[] };

/**
 * The queue's own conditions. Review: awaiting steps at the levels the caller reviews (not the ones they asked
 * for, which they may not decide), or the steps they decided. Requested: the steps they asked for.
 */
const queueConditions = (query: ApprovalQueueQuery, scope: QueueScope): SQL[] => {
  const state = eq(taskApprovals.stateId, STATE_OF_TAB[query.Tab]);
  if (query.Queue === "Requested") return [state, eq(taskApprovals.requestedById, scope.employeeId)];
  if (query.Tab !== ApprovalLabel.AwaitingApproval)
    return [state, eq(taskApprovals.reviewerId, scope.employeeId)];
  if (scope.reviewerLevels.length === 0) return [sql`false`];
  return [
    state,
    inArray(taskApprovals.level, [...scope.reviewerLevels]),
    // A step nobody asked for by name stays reviewable.
    sql`${taskApprovals.requestedById} is distinct from ${scope.employeeId}`,
  ];
};

type Raw = {
  id: number;
  taskId: number;
  workOrderNumber: string;
  summary: string;
  level: number;
  stateId: number;
  requestedByName: string | null;
  requestedAt: Date;
  reviewerName: string | null;
  decidedAt: Date | null;
  comment: string | null;
};

const toRow = (r: Raw): ApprovalQueueRow => ({
  Id: r.id,
  TaskId: r.taskId,
  WorkOrderNumber: r.workOrderNumber,
  Summary: r.summary,
  Level: r.level,
  Label: approvalStateLabel(r.stateId),
  RequestedByName: r.requestedByName,
  RequestedAt: r.requestedAt.toISOString(),
  ReviewerName: r.reviewerName,
  DecidedAt: r.decidedAt?.toISOString() ?? null,
  Comment: r.comment,
});

const withJoins = <Q extends PgSelect>(q: Q) =>
  q
    .innerJoin(tasks, and(eq(tasks.id, taskApprovals.taskId), eq(tasks.orgId, taskApprovals.orgId)))
    .leftJoin(requesters, eq(requesters.id, taskApprovals.requestedById))
    .leftJoin(reviewers, eq(reviewers.id, taskApprovals.reviewerId));

/** One page of a queue. */
export const listApprovalQueue = (
  db: Db,
  scope: QueueScope,
  query: ApprovalQueueQuery,
): Promise<ListReply<ApprovalQueueRow>> => {
  const definition = query.Tab === ApprovalLabel.AwaitingApproval ? AWAITING_LIST : DECIDED_LIST;
  const plan = planList(definition, query, {
    orgId: scope.orgId,
    conditions: queueConditions(query, scope),
    key: { queue: query.Queue, tab: query.Tab, caller: scope.employeeId, levels: scope.reviewerLevels },
  });
  return runListQuery(
    plan,
    {
      page: withJoins(
        db
          .select({
            id: taskApprovals.id,
            taskId: taskApprovals.taskId,
            workOrderNumber: tasks.workOrderNumber,
            summary: tasks.summary,
            level: taskApprovals.level,
            stateId: taskApprovals.stateId,
            requestedByName: requesterNameSql,
            requestedAt: taskApprovals.requestedAt,
            reviewerName: reviewerNameSql,
            decidedAt: taskApprovals.decidedAt,
            comment: commentSql,
            ...plan.cursorSelection,
          })
          .from(taskApprovals)
          .$dynamic(),
      ),
      count: withJoins(db.select({ n: count() }).from(taskApprovals).$dynamic()),
    },
    toRow,
  );
};
