import { sql } from "drizzle-orm";
import { boolean, date, index, integer, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { AssetStatusId, VerificationStateValue } from "@fieldstead/domain";
import { organisations } from "./organisations.schema.ts";
import { locations } from "./locations.schema.ts";

export const assets = pgTable(
  "assets",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    locationId: integer("location_id").references(() => locations.id),
    assetTag: text("asset_tag").notNull(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    manufacturer: text("manufacturer"),
    model: text("model"),
    serialNumber: text("serial_number"),
    statusId: integer("status_id").$type<AssetStatusId>().notNull().default(1),
    verificationState: text("verification_state")
      .$type<VerificationStateValue>()
      .notNull()
      .default("Newly_Created"),
    purchaseDate: date("purchase_date"),
    purchaseCost: numeric("purchase_cost", { precision: 14, scale: 2 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** What the asset list's Search reads: its own text columns, lower-cased, kept by the database. */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(asset_tag || ' ' || name || ' ' || category || ' ' || coalesce(manufacturer, '') || ' ' || coalesce(model, '') || ' ' || coalesce(serial_number, ''))`,
      ),
  },
  // The list's common orders and filters, each ending in the id so the keyset's tie-breaker is indexed too.
  (t) => [
    index("assets_org_id_idx").on(t.orgId, t.id),
    index("assets_org_location_idx").on(t.orgId, t.locationId, t.id),
    index("assets_org_verification_idx").on(t.orgId, t.verificationState, t.id),
    index("assets_org_tag_idx").on(t.orgId, t.assetTag, t.id),
    index("assets_org_name_idx").on(t.orgId, t.name, t.id),
    index("assets_org_updated_idx").on(t.orgId, t.updatedAt, t.id),
    index("assets_org_status_idx").on(t.orgId, t.statusId, t.id),
    index("assets_org_category_idx").on(t.orgId, t.category, t.id),
  ],
);

/** Asset part fields (portal-platform §3.6). */
export const assetParts = pgTable(
  "asset_parts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    partName: text("part_name").notNull(),
    partNumber: text("part_number").notNull(),
    manufacturer: text("manufacturer"),
    serialized: boolean("serialized").notNull().default(false),
    serialNumber: text("serial_number"),
    quantity: integer("quantity").notNull().default(1),
    description: text("description"),
    assetLabel: text("asset_label"),
    domain: text("domain"),
  },
  (t) => [index("asset_parts_org_asset_idx").on(t.orgId, t.assetId)],
);
