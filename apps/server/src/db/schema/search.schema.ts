import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { ColumnFilter, GridColumnState, ListSort } from "@fieldstead/domain";
import { organisations } from "./organisations.schema.ts";
import { employees } from "./employees.schema.ts";

/**
 * A grid's saved states (Search/PersistGridFilters): filters, sort and columns, per employee per grid.
 * Name '' is the grid's unnamed state (the one it reopens with when nothing is marked default).
 */
export const gridFilters = pgTable(
  "grid_filters",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    gridId: text("grid_id").notNull(),
    name: text("name").notNull().default(""),
    filterModel: jsonb("filter_model").$type<Record<string, ColumnFilter>>().notNull().default({}),
    sortModel: jsonb("sort_model").$type<ListSort[]>().notNull().default([]),
    columnState: jsonb("column_state").$type<GridColumnState[]>().notNull().default([]),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("grid_filters_employee_grid_name_uq").on(t.employeeId, t.gridId, t.name)],
);

/** A saved JSON search (Search/PersistJSONSearchFilters), one per employee per filter type. */
export const searchFilters = pgTable(
  "search_filters",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    filterTypeId: integer("filter_type_id").notNull(),
    searchQuery: text("search_query").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("search_filters_employee_type_uq").on(t.employeeId, t.filterTypeId),
    index("search_filters_org_idx").on(t.orgId),
  ],
);
