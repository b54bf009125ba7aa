import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { AuditChange, AuditEntityTypeValue, DomainEventTypeValue } from "@fieldstead/domain";
import { organisations } from "./organisations.schema.ts";
import { employees } from "./employees.schema.ts";

/** Who changed what, and when: the history of locations, assets and the requests around them. */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    entityType: text("entity_type").$type<AuditEntityTypeValue>().notNull(),
    entityId: integer("entity_id").notNull(),
    /** What happened, in a word: Created, Updated, StatusChanged, Moved, Deleted … */
    action: text("action").notNull(),
    /** A line people read: 'Moved from Denver HQ to Boulder Depot (move request MR-000012)'. */
    summary: text("summary").notNull(),
    changes: jsonb("changes").$type<AuditChange[]>().notNull().default([]),
    employeeId: integer("employee_id").references(() => employees.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_entries_entity_idx").on(t.orgId, t.entityType, t.entityId, t.id),
    // The organisation's history newest first (the activity dashboard's lists).
    index("audit_entries_org_created_idx").on(t.orgId, t.createdAt, t.id),
  ],
);

/**
 * Things that happened that someone should hear about (a move awaiting approval, a request decided …):
 * written in the transaction of the change, read later by the notification engine (an outbox).
 */
export const domainEvents = pgTable(
  "domain_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    eventType: text("event_type").$type<DomainEventTypeValue>().notNull(),
    actorId: integer("actor_id").references(() => employees.id, { onDelete: "set null" }),
    subjectType: text("subject_type").$type<AuditEntityTypeValue>().notNull(),
    subjectId: integer("subject_id").notNull(),
    /** The employees the event concerns (approvers, the requester …). */
    concerns: integer("concerns").array().notNull().default([]),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    index("domain_events_org_subject_idx").on(t.orgId, t.subjectType, t.subjectId, t.id),
    index("domain_events_pending_idx").on(t.processedAt, t.id),
    // The organisation's events newest first (the activity dashboard's lists).
    index("domain_events_org_created_idx").on(t.orgId, t.createdAt, t.id),
  ],
);

/** Per-organisation counters for generated numbers (asset tags, request numbers, part numbers …). */
export const orgSequences = pgTable(
  "org_sequences",
  {
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    name: text("name").notNull(),
    value: integer("value").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.name] })],
);
