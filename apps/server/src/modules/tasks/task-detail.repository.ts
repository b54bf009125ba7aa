import { and, eq, sql, type AnyColumn } from "drizzle-orm";
import { alias, QueryBuilder } from "drizzle-orm/pg-core";
import type { TaskTimeUnitValue } from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { employees, locations, projects, tasks } from "../../db/schema/index.ts";
import { assignees, creators } from "./task-list.definition.ts";
import { builtSelect, runBuilt, type FlatSelection } from "./task-statements.repository.ts";
import { taskRowColumns, type TaskRowRaw } from "./tasks.repository.ts";

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

/** Every standard field of a task and its names (see taskDetailSelect). */
export const taskDetailColumns = {
  ...taskRowColumns,
  description: tasks.description,
  createdById: tasks.createdById,
  createdByName: nameOf(creators),
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
};

/**
 * One task of an organisation (placeholders orgId and taskId) with `selection` read from it and the eight
 * tables its names come from. Built without a database: the statements are built once, when this module loads.
 */
export const taskDetailSelect = (selection: FlatSelection) =>
  new QueryBuilder()
    .select(selection)
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(locations, eq(locations.id, tasks.locationId))
    .leftJoin(assignees, eq(assignees.id, tasks.assigneeId))
    .leftJoin(creators, eq(creators.id, tasks.createdById))
    .leftJoin(drivers, eq(drivers.id, tasks.driverId))
    .leftJoin(staff, eq(staff.id, tasks.employeeId))
    .leftJoin(parents, eq(parents.id, tasks.parentTaskId))
    .where(and(eq(tasks.orgId, sql.placeholder("orgId")), eq(tasks.id, sql.placeholder("taskId"))));

/**
 * One task with every name its detail shows, a named prepared statement: planning a join of eight tables costs
 * more than running it, and a prepared statement is planned once per connection (a status move with its answer
 * went from about 12 ms to under 5 ms).
 */
const READ_TASK = builtSelect("read_task", taskDetailColumns, taskDetailSelect);

/** One task of the organisation with every standard field and its names, or undefined. */
export const readTask = async (
  db: Db | Tx,
  orgId: number,
  id: number,
): Promise<TaskDetailRaw | undefined> => {
  const [row] = await runBuilt<TaskDetailRaw>(db, READ_TASK, { orgId, taskId: id });
  return row;
};
