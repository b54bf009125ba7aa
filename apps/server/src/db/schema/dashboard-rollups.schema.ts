import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from "drizzle-orm/pg-core";

/*
 * Running counts behind the analytics dashboards, kept by statement triggers in the transaction of every write
 * (migration 0012): a dashboard over the whole organisation sums these small tables instead of counting a
 * million work orders. Days are days of the display time zone (America/Denver); a missing person, place or due
 * date is 0 where it is part of the key.
 *
 * Each writing transaction counts in one of 64 shards (by its transaction id; migration 0016), so writers
 * rarely wait for each other's counters; readers sum the shards, and a background pass folds them into shard 0.
 */

/** The shard a row of counts belongs to: 0 for folded counts, 1–64 for a writing transaction's. */
const shard = () => smallint("shard").notNull().default(0);

/** Work orders by the day they were created, status and type. */
export const taskCreatedDays = pgTable(
  "task_created_days",
  {
    orgId: integer("org_id").notNull(),
    day: date("day").notNull(),
    statusId: integer("status_id").notNull(),
    typeId: integer("type_id").notNull(),
    shard: shard(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.day, t.statusId, t.typeId, t.shard] })],
);

/** Closed work orders with a completion time, by the day they were completed, and their time to complete. */
export const taskCompletedDays = pgTable(
  "task_completed_days",
  {
    orgId: integer("org_id").notNull(),
    day: date("day").notNull(),
    shard: shard(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
    /** The sum of their times from creation to completion, in milliseconds. */
    ms: bigint("ms", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.day, t.shard] })],
);

/** Open work orders by the day they were created and their assignee (0: unassigned). */
export const taskOpenAssigneeDays = pgTable(
  "task_open_assignee_days",
  {
    orgId: integer("org_id").notNull(),
    day: date("day").notNull(),
    assigneeId: integer("assignee_id").notNull(),
    shard: shard(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.day, t.assigneeId, t.shard] })],
);

/** Open work orders that have a due date, by the day they fall due. */
export const taskOpenDueDays = pgTable(
  "task_open_due_days",
  {
    orgId: integer("org_id").notNull(),
    day: date("day").notNull(),
    shard: shard(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.day, t.shard] })],
);

/** Work orders by location (0: none) and status. */
export const taskLocationCounts = pgTable(
  "task_location_counts",
  {
    orgId: integer("org_id").notNull(),
    locationId: integer("location_id").notNull(),
    statusId: integer("status_id").notNull(),
    shard: shard(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.locationId, t.statusId, t.shard] })],
);

/** Tasks under each project by status. */
export const taskProjectCounts = pgTable(
  "task_project_counts",
  {
    orgId: integer("org_id").notNull(),
    projectId: integer("project_id").notNull(),
    statusId: integer("status_id").notNull(),
    shard: shard(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.projectId, t.statusId, t.shard] })],
);

/** Tasks under each project that have a planned date, by that day, done or not. */
export const taskProjectPlannedDays = pgTable(
  "task_project_planned_days",
  {
    orgId: integer("org_id").notNull(),
    projectId: integer("project_id").notNull(),
    day: date("day").notNull(),
    isClosed: boolean("is_closed").notNull(),
    shard: shard(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.projectId, t.day, t.isClosed, t.shard] }),
    index("task_project_planned_days_day_idx").on(t.orgId, t.day),
  ],
);

/** History entries by day, record type and who made them (0: nobody recorded). */
export const auditDayCounts = pgTable(
  "audit_day_counts",
  {
    orgId: integer("org_id").notNull(),
    day: date("day").notNull(),
    entityType: text("entity_type").notNull(),
    employeeId: integer("employee_id").notNull(),
    shard: shard(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.day, t.entityType, t.employeeId, t.shard] })],
);

/** Domain events by day and kind. */
export const eventDayCounts = pgTable(
  "event_day_counts",
  {
    orgId: integer("org_id").notNull(),
    day: date("day").notNull(),
    eventType: text("event_type").notNull(),
    shard: shard(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.day, t.eventType, t.shard] })],
);

/** Notifications by the day they were sent, and how many of them are unread. */
export const notificationDayCounts = pgTable(
  "notification_day_counts",
  {
    orgId: integer("org_id").notNull(),
    day: date("day").notNull(),
    shard: shard(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
    unread: bigint("unread", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.day, t.shard] })],
);
