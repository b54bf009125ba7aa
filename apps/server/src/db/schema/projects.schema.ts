import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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

/** The people of a project and the part each plays in it (project personas). */
export const projectPersonas = pgTable(
  "project_personas",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id),
    persona: text("persona").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("project_personas_uq").on(t.projectId, t.employeeId, t.persona)],
);
