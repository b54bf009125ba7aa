import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { TaskPriorityId, TaskReviewApprovalId, TaskStatusId, WorkOrderTypeId } from "@fieldstead/domain";
import { organisations } from "./organisations.schema.ts";
import { locations } from "./locations.schema.ts";
import { projects } from "./projects.schema.ts";
import { employees } from "./employees.schema.ts";

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
  ],
);
