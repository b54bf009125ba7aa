import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { NotificationActionId, NotificationKindId } from "@fieldstead/domain";
import { organisations } from "./organisations.schema.ts";
import { employees } from "./employees.schema.ts";

/**
 * One user's notifications: written by the engine from domain events (event_id, kind_id, subject) in the
 * event's processing transaction, so a notification is a row before it is ever pushed.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    labelText: text("label_text").notNull().default(""),
    bodyText: text("body_text").notNull(),
    completeUrl: text("complete_url"),
    actionId: integer("action_id").$type<NotificationActionId>().notNull().default(2),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    /** The domain event it was made from (null for notices written directly, e.g. by the demo seed). */
    eventId: bigint("event_id", { mode: "number" }),
    kindId: integer("kind_id").$type<NotificationKindId>(),
    /** The record it is about (audit entity type and id): Subscribe / UnSubscribe act on it. */
    subjectType: text("subject_type"),
    subjectId: integer("subject_id"),
    isFavorite: boolean("is_favorite").notNull().default(false),
  },
  (t) => [
    index("notifications_org_employee_idx").on(t.orgId, t.employeeId, t.actionId),
    // The listing: one user's notifications, newest first.
    index("notifications_employee_created_idx").on(t.employeeId, t.createdOn, t.id),
    // An event processed twice (two instances, a retry) notifies each person once.
    uniqueIndex("notifications_event_employee_idx").on(t.eventId, t.employeeId),
    // The notifications about the records of one place (the activity dashboard's location filter).
    index("notifications_org_subject_idx").on(t.orgId, t.subjectType, t.subjectId),
  ],
);

/** The organisation's configuration: a kind on or off, and for which roles (no row: on, for every role). */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    kindId: integer("kind_id").$type<NotificationKindId>().notNull(),
    isEnabled: boolean("is_enabled").notNull().default(true),
    /** The roles that get it; null means every role. */
    roleIds: integer("role_ids").array(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.kindId] })],
);

/** A user's own choice per kind (no row: on). */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    kindId: integer("kind_id").$type<NotificationKindId>().notNull(),
    isEnabled: boolean("is_enabled").notNull(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.kindId] })],
);

/** Records a user has unsubscribed from: no notifications about them until Subscribe. */
export const notificationMutes = pgTable(
  "notification_mutes",
  {
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    subjectType: text("subject_type").notNull(),
    subjectId: integer("subject_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.subjectType, t.subjectId] })],
);
