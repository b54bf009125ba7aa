import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { LogEntryLevelValue, LogProperties } from "@fieldstead/domain";
import { organisations } from "./organisations.schema.ts";
import { employees } from "./employees.schema.ts";

/** The web app's log (Logs/LogExternalBatch), one row an entry, kept per organisation. */
export const clientLogs = pgTable(
  "client_logs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    // The sender; a removed employee's entries stay, unattributed.
    employeeId: integer("employee_id").references(() => employees.id, { onDelete: "set null" }),
    level: text("level").$type<LogEntryLevelValue>().notNull(),
    source: text("source").notNull(),
    message: text("message").notNull(),
    properties: jsonb("properties").$type<LogProperties>().notNull().default({}),
    exception: text("exception"),
    loggedAt: timestamp("logged_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("client_logs_org_received_idx").on(t.orgId, t.receivedAt.desc(), t.id.desc())],
);
