import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  bigint,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type {
  FieldAccessModeValue,
  TaskFieldIdValue,
  TaskPriorityId,
  TaskReviewApprovalId,
  TaskStatusId,
  TaskTimeUnitValue,
  TicketStatusId,
  WorkOrderTypeId,
} from "@fieldstead/domain";
import { organisations } from "./organisations.schema.ts";
import { locations } from "./locations.schema.ts";
import { projects } from "./projects.schema.ts";
import { employees, roles } from "./employees.schema.ts";
import { assets } from "./assets.schema.ts";

export type TaskFieldReview = {
  state: "Accepted" | "Rejected";
  by: number;
  at: string;
  comment?: string;
};

/** Tasks and work orders share one table: a work order is a task with a work-order number. */
export const tasks = pgTable(
  "tasks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    workOrderNumber: text("work_order_number").notNull(),
    summary: text("summary").notNull(),
    description: text("description"),
    typeId: integer("type_id").$type<WorkOrderTypeId>().notNull(),
    statusId: integer("status_id").$type<TaskStatusId>().notNull().default(0),
    priorityId: integer("priority_id").$type<TaskPriorityId>().notNull().default(2),
    reviewApprovalId: integer("review_approval_id").$type<TaskReviewApprovalId>(),
    projectId: integer("project_id").references(() => projects.id),
    locationId: integer("location_id").references(() => locations.id),
    assigneeId: integer("assignee_id").references(() => employees.id),
    createdById: integer("created_by_id").references(() => employees.id),
    plannedDate: timestamp("planned_date", { withTimezone: true }),
    dueDate: timestamp("due_date", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    // The rest of the task standard fields: like those above, each can be given its own access mode per role
    // (portal-platform §3.6).
    workflow: text("workflow"),
    followOnDate: timestamp("follow_on_date", { withTimezone: true }),
    startAt: timestamp("start_at", { withTimezone: true }),
    endAt: timestamp("end_at", { withTimezone: true }),
    driverId: integer("driver_id").references(() => employees.id),
    employeeId: integer("employee_id").references(() => employees.id),
    region: text("region"),
    vehicle: text("vehicle"),
    /** The task this one belongs under (TaskHierarchy). */
    parentTaskId: integer("parent_task_id").references((): AnyPgColumn => tasks.id, { onDelete: "set null" }),
    /** How many reviewer levels (1–3) must approve it once completed. */
    reviewLevels: integer("review_levels").notNull().default(1),
    isLocked: boolean("is_locked").notNull().default(false),
    archived: boolean("archived").notNull().default(false),
    /** Recurrence: every `recurrenceEvery` `recurrenceUnit`s until `recurrenceEnd`; the series starts at its first task. */
    recurrenceEvery: integer("recurrence_every"),
    recurrenceUnit: text("recurrence_unit").$type<TaskTimeUnitValue>(),
    recurrenceEnd: date("recurrence_end"),
    recurrenceSeriesId: integer("recurrence_series_id"),
    /** Field-level decisions of the Accept / Reject / Complete / Reset access modes, by field id. */
    fieldReviews: jsonb("field_reviews").$type<Partial<Record<TaskFieldIdValue, TaskFieldReview>>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The list's orders end in the id, so each sortable column has an (org, column, id) index: the first page and
  // the next page by cursor are an index walk. Status and assignee carry updated_at, the list's default order.
  (t) => [
    index("tasks_org_id_idx").on(t.orgId, t.id),
    index("tasks_org_status_updated_idx").on(t.orgId, t.statusId, t.updatedAt, t.id),
    index("tasks_org_assignee_updated_idx").on(t.orgId, t.assigneeId, t.updatedAt, t.id),
    // "Assigned to me" with upcoming or past planned dates: counted and paged from the index alone.
    index("tasks_org_assignee_planned_idx").on(t.orgId, t.assigneeId, t.plannedDate, t.id),
    index("tasks_org_location_idx").on(t.orgId, t.locationId),
    index("tasks_org_project_idx").on(t.orgId, t.projectId, t.id),
    index("tasks_org_updated_idx").on(t.orgId, t.updatedAt, t.id),
    index("tasks_org_planned_idx").on(t.orgId, t.plannedDate, t.id),
    index("tasks_org_due_idx").on(t.orgId, t.dueDate, t.id),
    index("tasks_org_number_idx").on(t.orgId, t.workOrderNumber, t.id),
    index("tasks_parent_idx").on(t.parentTaskId),
    index("tasks_series_idx").on(t.recurrenceSeriesId),
  ],
);

/**
 * How many tasks each organisation has in each status, kept by statement triggers on tasks (migration 0009) in
 * the writing transaction: the list's total, whole or by status, is read here instead of counted row by row.
 */
export const taskCounts = pgTable(
  "task_counts",
  {
    orgId: integer("org_id").notNull(),
    statusId: integer("status_id").$type<TaskStatusId>().notNull(),
    /** The writing transaction's shard (1–64), or 0 once folded (as the dashboards' counters, migration 0016). */
    shard: smallint("shard").notNull().default(0),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.statusId, t.shard] })],
);

/** A task's links: to another task or to an asset (TaskLink). */
export const taskLinks = pgTable(
  "task_links",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    taskId: integer("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    linkedTaskId: integer("linked_task_id").references(() => tasks.id, { onDelete: "cascade" }),
    assetId: integer("asset_id").references(() => assets.id, { onDelete: "cascade" }),
    createdById: integer("created_by_id").references(() => employees.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("task_links_task_idx").on(t.taskId),
    index("task_links_linked_idx").on(t.linkedTaskId),
    uniqueIndex("task_links_task_uq").on(t.taskId, t.linkedTaskId),
    uniqueIndex("task_links_asset_uq").on(t.taskId, t.assetId),
  ],
);

/** A task shared with a colleague (TaskShare): they see it and hear about it. */
export const taskShares = pgTable(
  "task_shares",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    taskId: integer("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id),
    sharedById: integer("shared_by_id").references(() => employees.id),
    message: text("message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("task_shares_uq").on(t.taskId, t.employeeId),
    index("task_shares_employee_idx").on(t.orgId, t.employeeId),
  ],
);

/**
 * One review step of a completed task: a level (1–3) asked of the reviewers of that level; decided once,
 * Approved or Rejected (TaskReviewApproval).
 */
export const taskApprovals = pgTable(
  "task_approvals",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    taskId: integer("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    level: integer("level").notNull(),
    /** PendingApproval while awaiting a decision, then Approved or Rejected. */
    stateId: integer("state_id").$type<TaskReviewApprovalId>().notNull(),
    requestedById: integer("requested_by_id").references(() => employees.id),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    requestComment: text("request_comment"),
    reviewerId: integer("reviewer_id").references(() => employees.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionComment: text("decision_comment"),
  },
  (t) => [
    index("task_approvals_org_state_idx").on(t.orgId, t.stateId, t.level, t.requestedAt),
    index("task_approvals_task_idx").on(t.taskId),
    index("task_approvals_requester_idx").on(t.orgId, t.requestedById, t.requestedAt),
  ],
);

/** A role's access mode to one task field (portal-platform §4 field access modes); no row means ReadWrite. */
export const taskFieldRights = pgTable(
  "task_field_rights",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    fieldId: text("field_id").$type<TaskFieldIdValue>().notNull(),
    mode: text("mode").$type<FieldAccessModeValue>().notNull(),
  },
  (t) => [uniqueIndex("task_field_rights_uq").on(t.orgId, t.roleId, t.fieldId)],
);

/** A ticket: a reported problem that may become a work order. */
export const tickets = pgTable(
  "tickets",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    ticketNumber: text("ticket_number").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    statusId: integer("status_id").$type<TicketStatusId>().notNull().default(1),
    priorityId: integer("priority_id").$type<TaskPriorityId>().notNull().default(2),
    locationId: integer("location_id").references(() => locations.id),
    assetId: integer("asset_id").references(() => assets.id),
    reportedById: integer("reported_by_id").references(() => employees.id),
    reporterName: text("reporter_name"),
    reporterContact: text("reporter_contact"),
    workOrderId: integer("work_order_id").references(() => tasks.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tickets_org_updated_idx").on(t.orgId, t.updatedAt, t.id),
    index("tickets_org_status_idx").on(t.orgId, t.statusId, t.updatedAt, t.id),
    uniqueIndex("tickets_org_number_uq").on(t.orgId, t.ticketNumber),
  ],
);
