import { boolean, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { organisations } from "./organisations.schema.ts";
import { locations } from "./locations.schema.ts";
import { employees } from "./employees.schema.ts";

export const projects = pgTable(
  "projects",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    code: text("code").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    status: text("status").notNull().default("Active"),
    locationId: integer("location_id").references(() => locations.id),
    managerId: integer("manager_id").references(() => employees.id),
    startDate: date("start_date"),
    endDate: date("end_date"),
    archived: boolean("archived").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("projects_org_idx").on(t.orgId, t.id)],
);
