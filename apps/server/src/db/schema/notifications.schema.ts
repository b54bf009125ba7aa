import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { NotificationActionId } from "@fieldstead/domain";
import { organisations } from "./organisations.schema.ts";
import { employees } from "./employees.schema.ts";

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
  },
  (t) => [index("notifications_org_employee_idx").on(t.orgId, t.employeeId, t.actionId)],
);
