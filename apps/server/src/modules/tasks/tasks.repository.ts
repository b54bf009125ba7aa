import { and, count, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import {
  DateRangeKind,
  isOverdue,
  taskPriorityLabel,
  taskStatusLabel,
  workOrderTypeLabel,
  type ListReply,
  type TaskListQuery,
  type TaskListRow,
  type TaskStatusId,
} from "@fieldstead/domain";
import type { Db } from "../../db/client.ts";
import { locations, projects, taskCounts, tasks } from "../../db/schema/index.ts";
import { pageWindow, planList, runList } from "../../lib/list-query.ts";
import { assigneeNameSql, assignees, taskListAt } from "./task-list.definition.ts";
import { sharedWithCondition } from "./links/task-shares.repository.ts";
import { runKept } from "../../lib/kept-statements.ts";

/** Who is asking: their organisation and employee (for Scope 'Mine' and 'Shared'), and the time (for dates and overdue). */
export type TaskListScope = { orgId: number; employeeId: number; now: Date };

const listConditions = (query: TaskListQuery, scope: TaskListScope): (SQL | undefined)[] => [
  query.Scope === "Mine" ? eq(tasks.assigneeId, scope.employeeId) : undefined,
  query.Scope === "Shared" ? sharedWithCondition(scope.orgId, scope.employeeId) : undefined,
  query.DateRange === DateRangeKind.future ? gte(tasks.plannedDate, scope.now) : undefined,
  query.DateRange === DateRangeKind.historic ? lt(tasks.plannedDate, scope.now) : undefined,
  query.ProjectId ? eq(tasks.projectId, query.ProjectId) : undefined,
];

/** The columns of a task row as the list shows it (the detail reads these and more). */
export const taskRowColumns = {
  id: tasks.id,
  workOrderNumber: tasks.workOrderNumber,
  summary: tasks.summary,
  typeId: tasks.typeId,
  statusId: tasks.statusId,
  priorityId: tasks.priorityId,
  reviewApprovalId: tasks.reviewApprovalId,
  projectId: tasks.projectId,
  projectName: projects.name,
  locationId: tasks.locationId,
  locationName: locations.name,
  assigneeId: tasks.assigneeId,
  assigneeName: assigneeNameSql,
  plannedDate: tasks.plannedDate,
  dueDate: tasks.dueDate,
  completedAt: tasks.completedAt,
  updatedAt: tasks.updatedAt,
};

export type TaskRowRaw = {
  id: number;
  workOrderNumber: string;
  summary: string;
  typeId: number;
  statusId: number;
  priorityId: number;
  reviewApprovalId: number | null;
  projectId: number | null;
  projectName: string | null;
  locationId: number | null;
  locationName: string | null;
  assigneeId: number | null;
  assigneeName: string | null;
  plannedDate: Date | null;
  dueDate: Date | null;
  completedAt: Date | null;
  updatedAt: Date;
};

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

/** A task row as the list and the detail show it, with its labels and whether it is overdue now. */
export const toTaskListRow = (r: TaskRowRaw, now: Date): TaskListRow => ({
  Id: r.id,
  WorkOrderNumber: r.workOrderNumber,
  Summary: r.summary,
  TypeId: r.typeId,
  TypeName: workOrderTypeLabel(r.typeId),
  StatusId: r.statusId,
  StatusName: taskStatusLabel(r.statusId),
  PriorityId: r.priorityId,
  PriorityName: taskPriorityLabel(r.priorityId),
  ProjectId: r.projectId,
  ProjectName: r.projectName,
  LocationId: r.locationId,
  LocationName: r.locationName,
  AssigneeId: r.assigneeId,
  AssigneeName: r.assigneeName,
  PlannedDate: iso(r.plannedDate),
  DueDate: iso(r.dueDate),
  CompletedAt: iso(r.completedAt),
  IsOverdue: isOverdue({ dueDate: r.dueDate, statusId: r.statusId, now }),
  ReviewApprovalId: r.reviewApprovalId,
  UpdatedAt: r.updatedAt.toISOString(),
});

/**
 * The statuses a list's total can be read for from the task counts: every task of the organisation, or those in
 * the set a status filter names — null when anything else (scope, dates, project, search, another filter)
 * narrows it and the rows must be counted.
 */
const countedStatuses = (query: TaskListQuery): TaskStatusId[] | "all" | null => {
  if (
    query.Scope !== "All" ||
    query.DateRange !== DateRangeKind.all ||
    query.ProjectId ||
    query.Search?.trim()
  )
    return null;
  const filters = Object.entries(query.FilterModel);
  if (filters.length === 0) return "all";
  const [colId, filter] = filters[0]!;
  if (filters.length > 1 || colId !== "StatusId" || filter.filterType !== "set") return null;
  const ids = filter.values.map(Number);
  return ids.length > 0 && ids.every(Number.isInteger) ? (ids as TaskStatusId[]) : null;
};

/**
 * The statements of one list call: the page (given the total when known, so a page near the end is read from
 * the end) and the count. Built, not run, so the benchmark runs the very same SQL. The page's ids come first
 * (from an index where the order allows), then their rows and names.
 */
export const taskListStatements = (db: Db, scope: TaskListScope, query: TaskListQuery) => {
  const plan = planList(taskListAt(scope.now), query, {
    orgId: scope.orgId,
    conditions: listConditions(query, scope),
    key: {
      scope: query.Scope === "All" ? "All" : `${query.Scope}:${scope.employeeId}`,
      range: query.DateRange,
      project: query.ProjectId ?? null,
    },
  });
  // A join serves only the columns the sort, filters or search read: the ids and count skip the others.
  const withJoins = <Q extends PgSelect>(q: Q) => {
    const a = plan.uses("ProjectName") ? q.leftJoin(projects, eq(projects.id, tasks.projectId)) : q;
    const b = plan.uses("LocationName") ? a.leftJoin(locations, eq(locations.id, tasks.locationId)) : a;
    return plan.uses("AssigneeName") ? b.leftJoin(assignees, eq(assignees.id, tasks.assigneeId)) : b;
  };
  const page = (total?: number) => {
    const window = pageWindow(plan, total);
    const ids = withJoins(db.select({ id: tasks.id }).from(tasks).$dynamic())
      .where(plan.pageWhere)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset)
      .as("page");
    return db
      .select({ ...taskRowColumns, ...plan.cursorSelection })
      .from(ids)
      .innerJoin(tasks, eq(tasks.id, ids.id))
      .leftJoin(projects, eq(projects.id, tasks.projectId))
      .leftJoin(locations, eq(locations.id, tasks.locationId))
      .leftJoin(assignees, eq(assignees.id, tasks.assigneeId))
      .orderBy(...plan.orderBy);
  };
  const statuses = countedStatuses(query);
  const total =
    statuses === null
      ? withJoins(db.select({ n: count() }).from(tasks).$dynamic()).where(plan.where)
      : db
          .select({ n: sql<number>`coalesce(sum(${taskCounts.n}), 0)`.mapWith(Number) })
          .from(taskCounts)
          .where(
            and(
              eq(taskCounts.orgId, scope.orgId),
              statuses === "all" ? undefined : inArray(taskCounts.statusId, statuses),
            ),
          );
  return { plan, page, total, countIsCheap: statuses !== null };
};

/** One page of the organisation's tasks and work orders. */
export const listTasks = async (
  db: Db,
  scope: TaskListScope,
  query: TaskListQuery,
): Promise<ListReply<TaskListRow>> => {
  const { plan, page, total, countIsCheap } = taskListStatements(db, scope, query);
  return runList(
    plan,
    {
      page: (known) => runKept(page(known)),
      count: async () => (await runKept(total))[0]?.n ?? 0,
      countIsCheap,
    },
    (r) => toTaskListRow(r as TaskRowRaw, scope.now),
  );
};

/** Whether the organisation has a task with this id (for the history's 404). */
export const taskExists = async (db: Db, orgId: number, id: number): Promise<boolean> =>
  (
    await db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.orgId, orgId), eq(tasks.id, id)))
  ).length > 0;
