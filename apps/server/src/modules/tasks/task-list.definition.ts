import { sql } from "drizzle-orm";
import {
  CLOSED_TASK_STATUSES,
  TaskPriority,
  TaskStatus,
  WorkOrderType,
  taskPriorityLabel,
  taskStatusLabel,
  workOrderTypeLabel,
} from "@fieldstead/domain";
import { alias } from "drizzle-orm/pg-core";
import { employees, locations, projects, tasks } from "../../db/schema/index.ts";
import type { ListColumn, ListDefinition } from "../../lib/list-query.ts";
import { enumLabelSql } from "../../lib/list-query.labels.ts";

/** The assignee and the creator are both employees: the assignee's join has its own name. */
export const assignees = alias(employees, "assignee");
export const creators = alias(employees, "creator");

export const assigneeNameSql = sql<string | null>`(${assignees.firstName} || ' ' || ${assignees.lastName})`;

const sortable = { canSort: true, canFilter: true } as const;
const whole = { isInteger: true } as const;
const setOfNumbers = (column: ListColumn["sql"]): ListColumn => ({
  sql: column,
  type: "set",
  setOf: "number",
  ...whole,
  ...sortable,
});
const when = (column: ListColumn["sql"], isNullable = true): ListColumn => ({
  sql: column,
  type: "date",
  isTimestamp: true,
  isNullable,
  ...sortable,
});
const text = (column: ListColumn["sql"], isNullable = false): ListColumn => ({
  sql: column,
  type: "text",
  isNullable,
  ...sortable,
});

/** The task and work-order list: its columns as SortModel and FilterModel name them. */
export const TASK_LIST: ListDefinition = {
  name: "tasks",
  id: tasks.id,
  orgId: tasks.orgId,
  // The most recently touched work orders first: one index (org, updated_at, id) serves it by cursor.
  defaultSort: [{ colId: "UpdatedAt", sort: "desc" }],
  // A word matches the work-order number or the summary (trigram-indexed on PostgreSQL).
  searchTerm: (pattern) =>
    sql`(${tasks.workOrderNumber} ilike ${pattern} or ${tasks.summary} ilike ${pattern})`,
  columns: {
    Id: { sql: tasks.id, type: "number", ...whole, ...sortable },
    WorkOrderNumber: text(tasks.workOrderNumber),
    Summary: text(tasks.summary),
    TypeId: setOfNumbers(tasks.typeId),
    TypeName: {
      sql: enumLabelSql(tasks.typeId, WorkOrderType, workOrderTypeLabel),
      type: "set",
      ...sortable,
    },
    StatusId: setOfNumbers(tasks.statusId),
    StatusName: {
      sql: enumLabelSql(tasks.statusId, TaskStatus, taskStatusLabel),
      type: "set",
      ...sortable,
    },
    PriorityId: setOfNumbers(tasks.priorityId),
    PriorityName: {
      sql: enumLabelSql(tasks.priorityId, TaskPriority, taskPriorityLabel),
      type: "set",
      ...sortable,
    },
    ProjectId: { sql: tasks.projectId, type: "number", ...whole, isNullable: true, ...sortable },
    ProjectName: text(projects.name, true),
    LocationId: { sql: tasks.locationId, type: "number", ...whole, isNullable: true, ...sortable },
    LocationName: text(locations.name, true),
    AssigneeId: { sql: tasks.assigneeId, type: "number", ...whole, isNullable: true, ...sortable },
    AssigneeName: text(assigneeNameSql, true),
    PlannedDate: when(tasks.plannedDate),
    DueDate: when(tasks.dueDate),
    CompletedAt: when(tasks.completedAt),
    CreatedAt: when(tasks.createdAt, false),
    UpdatedAt: when(tasks.updatedAt, false),
  },
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
  columns: {
    ...TASK_LIST.columns,
    Urgency: { sql: urgencySql(now), type: "number", ...whole, ...sortable },
  },
});
