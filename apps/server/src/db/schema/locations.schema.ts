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
  },
  (t) => [
    index("locations_org_name_idx").on(t.orgId, t.name, t.id),
    index("locations_org_parent_idx").on(t.orgId, t.parentId),
    index("locations_org_code_idx").on(t.orgId, t.code),
  ],
);
