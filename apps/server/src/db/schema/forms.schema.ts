import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { FormDefinition, FormLifecycleId, WorkOrderTypeName } from "@fieldstead/domain";
import { created, org, updated } from "./billing-columns.ts";
import { employees } from "./employees.schema.ts";

const employee = (name: string) => integer(name).references(() => employees.id);

/**
 * The forms of the Form Builder: one row per form, holding its draft definition (the one being edited), its
 * life-cycle status and its latest approved version. A name is used once per organisation, whatever its
 * capitals. `in_use` says whether the latest approved version may be filled in: set at approval, cleared when
 * the form is disabled, and kept while the next draft is edited.
 */
export const forms = pgTable(
  "forms",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    name: text("name").notNull(),
    description: text("description"),
    statusId: integer("status_id").$type<FormLifecycleId>().notNull(),
    workOrderType: text("work_order_type").$type<WorkOrderTypeName>(),
    definition: jsonb("definition").$type<FormDefinition>().notNull(),
    fieldCount: integer("field_count").notNull().default(0),
    latestVersion: integer("latest_version").notNull().default(0),
    inUse: boolean("in_use").notNull().default(false),
    createdBy: employee("created_by").notNull(),
    createdAt: created(),
    updatedBy: employee("updated_by").notNull(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex("forms_org_name_uq").on(t.orgId, sql`lower(${t.name})`)],
);

/** The approved versions of a form: each approval writes the definition as approved, never changed after. */
export const formVersions = pgTable(
  "form_versions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id),
    version: integer("version").notNull(),
    definition: jsonb("definition").$type<FormDefinition>().notNull(),
    approvedBy: employee("approved_by").notNull(),
    approvedAt: timestamp("approved_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("form_versions_form_version_uq").on(t.formId, t.version)],
);

/** Every change of a form's status (and its creation): who, when, from which status to which, and why. */
export const formHistory = pgTable(
  "form_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: org(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id),
    fromStatusId: integer("from_status_id").$type<FormLifecycleId>(),
    toStatusId: integer("to_status_id").$type<FormLifecycleId>().notNull(),
    comment: text("comment"),
    byEmployee: employee("by_employee").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("form_history_form_idx").on(t.formId, t.at)],
);
