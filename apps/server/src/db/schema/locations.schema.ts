import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { LocationLevelId, LocationLinkTypeValue, LocationStatusValue } from "@fieldstead/domain";
import { organisations } from "./organisations.schema.ts";
import { employees } from "./employees.schema.ts";

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
    postalCode: text("postal_code"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    status: text("status").$type<LocationStatusValue>().notNull().default("Active"),
    /** A warehouse holds stock: what is at it is in the warehouse (portal-platform §6, warehouse). */
    isWarehouse: boolean("is_warehouse").notNull().default(false),
    description: text("description"),
    createdById: integer("created_by_id").references(() => employees.id),
    updatedById: integer("updated_by_id").references(() => employees.id),
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
    uniqueIndex("locations_org_code_uq").on(t.orgId, sql`lower(${t.code})`),
    // Codes by their start ('DTC-01-B…'): the next number of a stem is read through it, whatever the collation.
    index("locations_org_code_prefix_idx").on(t.orgId, sql`lower(${t.code}) text_pattern_ops`),
  ],
);

/** A link between two locations of one organisation (a fibre route, a power feed, an access road …). */
export const locationLinks = pgTable(
  "location_links",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    fromLocationId: integer("from_location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    toLocationId: integer("to_location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    linkType: text("link_type").$type<LocationLinkTypeValue>().notNull(),
    description: text("description"),
    createdById: integer("created_by_id").references(() => employees.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("location_links_uq").on(t.orgId, t.fromLocationId, t.toLocationId, t.linkType),
    index("location_links_org_from_idx").on(t.orgId, t.fromLocationId, t.id),
    index("location_links_org_to_idx").on(t.orgId, t.toLocationId, t.id),
    index("location_links_org_updated_idx").on(t.orgId, t.updatedAt, t.id),
  ],
);

/** The sites an employee works at (Location/GetUserAssociatedSites). */
export const employeeSites = pgTable(
  "employee_sites",
  {
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.locationId] }),
    index("employee_sites_org_location_idx").on(t.orgId, t.locationId),
  ],
);
