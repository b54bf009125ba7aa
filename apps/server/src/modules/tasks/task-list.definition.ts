import { sql } from "drizzle-orm";
import {
  CLOSED_TASK_STATUSES,
  TASK_LIST_COLUMNS,
  TaskPriority,
  TaskStatus,
  WorkOrderType,
  taskPriorityLabel,
  taskStatusLabel,
  workOrderTypeLabel,
} from "@fieldstead/domain";
import { alias } from "drizzle-orm/pg-core";
import { employees, locations, projects, tasks } from "../../db/schema/index.ts";
import type { ListDefinition } from "../../lib/list-query.ts";
import { listColumnsFrom, type ListColumnSource } from "../../lib/list-query.columns.ts";
import { enumLabelSql } from "../../lib/list-query.labels.ts";

/** The assignee and the creator are both employees: the assignee's join has its own name. */
export const assignees = alias(employees, "assignee");
export const creators = alias(employees, "creator");

export const assigneeNameSql = sql<string | null>`(${assignees.firstName} || ' ' || ${assignees.lastName})`;

/** The task and work-order list but for its columns: `taskListAt` adds them (Urgency depends on the time). */
export const TASK_LIST: Omit<ListDefinition, "columns"> = {
  name: "tasks",
  id: tasks.id,
  orgId: tasks.orgId,
  // The most recently touched work orders first: one index (org, updated_at, id) serves it by cursor.
  defaultSort: [{ colId: "UpdatedAt", sort: "desc" }],
  // A word matches the work-order number or the summary (trigram-indexed on PostgreSQL).
  searchTerm: (pattern) =>
    sql`(${tasks.workOrderNumber} ilike ${pattern} or ${tasks.summary} ilike ${pattern})`,
};

/** Where each column of the task list comes from, as SortModel and FilterModel name them (but Urgency). */
const TASK_COLUMN_SOURCES: Omit<Record<keyof typeof TASK_LIST_COLUMNS, ListColumnSource>, "Urgency"> = {
  Id: { sql: tasks.id, isInteger: true },
  WorkOrderNumber: { sql: tasks.workOrderNumber },
  Summary: { sql: tasks.summary },
  TypeId: { sql: tasks.typeId, setOf: "number", isInteger: true },
  TypeName: { sql: enumLabelSql(tasks.typeId, WorkOrderType, workOrderTypeLabel) },
  StatusId: { sql: tasks.statusId, setOf: "number", isInteger: true },
  StatusName: { sql: enumLabelSql(tasks.statusId, TaskStatus, taskStatusLabel) },
  PriorityId: { sql: tasks.priorityId, setOf: "number", isInteger: true },
  PriorityName: { sql: enumLabelSql(tasks.priorityId, TaskPriority, taskPriorityLabel) },
  ProjectId: { sql: tasks.projectId, isInteger: true, isNullable: true },
  ProjectName: { sql: projects.name, isNullable: true },
  LocationId: { sql: tasks.locationId, isInteger: true, isNullable: true },
  LocationName: { sql: locations.name, isNullable: true },
  AssigneeId: { sql: tasks.assigneeId, isInteger: true, isNullable: true },
  AssigneeName: { sql: assigneeNameSql, isNullable: true },
  // Points in time, though the grids show their day.
  PlannedDate: { sql: tasks.plannedDate, isTimestamp: true, isNullable: true },
  DueDate: { sql: tasks.dueDate, isTimestamp: true, isNullable: true },
  CompletedAt: { sql: tasks.completedAt, isNullable: true },
  CreatedAt: { sql: tasks.createdAt },
  UpdatedAt: { sql: tasks.updatedAt },
};

const closedStatuses = sql.join(
  CLOSED_TASK_STATUSES.map((status) => sql.raw(String(status))),
  sql`, `,
);

/**
 * How soon a task wants its assignee, at `now`: 0 overdue (open, due date passed), 1 open, 2 done. Sorted
 * ascending and then by planned date, a technician's own list reads overdue first, then the open work in the
 * order it is planned, then the work already done.
 */
export const urgencySql = (now: Date) =>
  sql<number>`(case when ${tasks.statusId} in (${closedStatuses}) then 2 when ${tasks.dueDate} < ${now.toISOString()}::timestamptz then 0 else 1 end)`;

/** The task list at a moment: its columns, with Urgency, which depends on the time of the request. */
export const taskListAt = (now: Date): ListDefinition => ({
  ...TASK_LIST,
  columns: listColumnsFrom(TASK_LIST_COLUMNS, {
    ...TASK_COLUMN_SOURCES,
    Urgency: { sql: urgencySql(now), isInteger: true },
  }),
});
