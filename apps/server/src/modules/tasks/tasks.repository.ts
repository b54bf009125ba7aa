import { and, count, eq, gte, inArray, lt, sql, type AnyColumn, type SQL } from "drizzle-orm";
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
  type TaskTimeUnitValue,
} from "@fieldstead/domain";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.ts";
import { employees, locations, projects, taskCounts, tasks } from "../../db/schema/index.ts";
import { pageWindow, planList, runList } from "../../lib/list-query.ts";
import { assigneeNameSql, assignees, creators, TASK_LIST } from "./task-list.definition.ts";
import { sharedWithCondition } from "./task-shares.repository.ts";

/** Who is asking: their organisation and employee (for Scope 'Mine' and 'Shared'), and the time (for dates and overdue). */
export type TaskListScope = { orgId: number; employeeId: number; now: Date };

const listConditions = (query: TaskListQuery, scope: TaskListScope): (SQL | undefined)[] => [
  query.Scope === "Mine" ? eq(tasks.assigneeId, scope.employeeId) : undefined,
  query.Scope === "Shared" ? sharedWithCondition(scope.orgId, scope.employeeId) : undefined,
  query.DateRange === DateRangeKind.future ? gte(tasks.plannedDate, scope.now) : undefined,
  query.DateRange === DateRangeKind.historic ? lt(tasks.plannedDate, scope.now) : undefined,
  query.ProjectId ? eq(tasks.projectId, query.ProjectId) : undefined,
];

const rowColumns = {
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
  const plan = planList(TASK_LIST, query, {
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
      .select({ ...rowColumns, ...plan.cursorSelection })
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
    { page: (known) => page(known), count: async () => (await total)[0]?.n ?? 0, countIsCheap },
    (r) => toTaskListRow(r as TaskRowRaw, scope.now),
  );
};

/** The Accept / Reject decisions stored on a task, by field id. */
export type TaskFieldReviewsRaw = NonNullable<(typeof tasks.$inferSelect)["fieldReviews"]>;

export type TaskDetailRaw = TaskRowRaw & {
  description: string | null;
  createdById: number | null;
  createdByName: string | null;
  createdAt: Date;
  workflow: string | null;
  followOnDate: Date | null;
  startAt: Date | null;
  endAt: Date | null;
  driverId: number | null;
  driverName: string | null;
  employeeId: number | null;
  employeeName: string | null;
  region: string | null;
  vehicle: string | null;
  parentTaskId: number | null;
  parentWorkOrderNumber: string | null;
  reviewLevels: number;
  isLocked: boolean;
  archived: boolean;
  recurrenceEvery: number | null;
  recurrenceUnit: TaskTimeUnitValue | null;
  recurrenceEnd: string | null;
  fieldReviews: TaskFieldReviewsRaw | null;
};

/** The driver, the employee and the parent task are joined under names of their own. */
const drivers = alias(employees, "driver");
const staff = alias(employees, "task_employee");
const parents = alias(tasks, "parent_task");
const nameOf = (person: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`(${person.firstName} || ' ' || ${person.lastName})`;

/**
 * One task of the organisation with every standard field and its names, or undefined. A named prepared
 * statement: planning a join of eight tables costs more than running it for one row, and a prepared statement
 * is planned once per connection (a status move with its answer went from about 12 ms to under 5 ms).
 */
/** One task with every name its detail shows, from eight tables (see readTask and lockTaskDetail). */
const taskDetailQuery = (db: Db | Tx, orgId: number, id: number) => {
  const creator = creators;
  return db
    .select({
      ...rowColumns,
      description: tasks.description,
      createdById: tasks.createdById,
      createdByName: nameOf(creator),
      createdAt: tasks.createdAt,
      workflow: tasks.workflow,
      followOnDate: tasks.followOnDate,
      startAt: tasks.startAt,
      endAt: tasks.endAt,
      driverId: tasks.driverId,
      driverName: nameOf(drivers),
      employeeId: tasks.employeeId,
      employeeName: nameOf(staff),
      region: tasks.region,
      vehicle: tasks.vehicle,
      parentTaskId: tasks.parentTaskId,
      parentWorkOrderNumber: parents.workOrderNumber,
      reviewLevels: tasks.reviewLevels,
      isLocked: tasks.isLocked,
      archived: tasks.archived,
      recurrenceEvery: tasks.recurrenceEvery,
      recurrenceUnit: tasks.recurrenceUnit,
      recurrenceEnd: tasks.recurrenceEnd,
      fieldReviews: tasks.fieldReviews,
    })
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(locations, eq(locations.id, tasks.locationId))
    .leftJoin(assignees, eq(assignees.id, tasks.assigneeId))
    .leftJoin(creator, eq(creator.id, tasks.createdById))
    .leftJoin(drivers, eq(drivers.id, tasks.driverId))
    .leftJoin(staff, eq(staff.id, tasks.employeeId))
    .leftJoin(parents, eq(parents.id, tasks.parentTaskId))
    .where(and(eq(tasks.orgId, orgId), eq(tasks.id, id)));
};

export const readTask = async (
  db: Db | Tx,
  orgId: number,
  id: number,
): Promise<TaskDetailRaw | undefined> => {
  const [row] = await taskDetailQuery(db, orgId, id).prepare("read_task").execute();
  return row as TaskDetailRaw | undefined;
};

/**
 * The task's detail row, locked until the transaction ends, so concurrent moves of one task run one after
 * another and a move answers with the detail without reading it again.
 */
export const lockTaskDetail = async (
  tx: Tx,
  orgId: number,
  id: number,
): Promise<TaskDetailRaw | undefined> => {
  const [row] = await taskDetailQuery(tx, orgId, id)
    .for("update", { of: tasks })
    .prepare("read_task_locked")
    .execute();
  return row as TaskDetailRaw | undefined;
};

/** Writes a new status; completed_at is set on reaching Completed and cleared on leaving it. */
export const updateTaskStatus = async (
  tx: Tx,
  orgId: number,
  id: number,
  change: { statusId: TaskStatusId; completedAt: Date | null | undefined; at: Date },
): Promise<void> => {
  await tx
    .update(tasks)
    .set({
      statusId: change.statusId,
      updatedAt: change.at,
      ...(change.completedAt === undefined ? {} : { completedAt: change.completedAt }),
    })
    .where(and(eq(tasks.orgId, orgId), eq(tasks.id, id)));
};

/** Whether the organisation has a task with this id (for the history's 404). */
export const taskExists = async (db: Db, orgId: number, id: number): Promise<boolean> =>
  (
    await db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.orgId, orgId), eq(tasks.id, id)))
  ).length > 0;
