import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { employees, roles } from "./employees.schema.ts";
import { organisations } from "./organisations.schema.ts";

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_employee_idx").on(t.employeeId), index("sessions_role_idx").on(t.roleId)],
);
