import { sql } from "drizzle-orm";
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { LocationLevelId } from "@fieldstead/domain";
import { organisations } from "./organisations.schema.ts";

/** Locations form a hierarchy: site → building → floor → room. */
export const locations = pgTable(
  "locations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    parentId: integer("parent_id").references((): AnyPgColumn => locations.id),
    levelId: integer("level_id").$type<LocationLevelId>().notNull(),
    name: text("name").notNull(),
    code: text("code").notNull(),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    country: text("country"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    status: text("status").notNull().default("Active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** What the location list's Search reads: its own text columns, lower-cased, kept by the database. */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(code || ' ' || name || ' ' || coalesce(address, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, ''))`,
      ),
  },
  // The list's common orders and filters, each ending in the id so the keyset's tie-breaker is indexed too.
  (t) => [
    index("locations_org_name_idx").on(t.orgId, t.name, t.id),
    index("locations_org_parent_idx").on(t.orgId, t.parentId, t.id),
    index("locations_org_code_idx").on(t.orgId, t.code, t.id),
    index("locations_org_level_idx").on(t.orgId, t.levelId, t.id),
    index("locations_org_updated_idx").on(t.orgId, t.updatedAt, t.id),
  ],
);
