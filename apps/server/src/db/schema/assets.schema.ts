import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { AssetStatusId, VerificationStateValue } from "@fieldstead/domain";
import { organisations } from "./organisations.schema.ts";
import { locations } from "./locations.schema.ts";
import { employees } from "./employees.schema.ts";
import { assetCategories, parts, vendors } from "./asset-catalogue.schema.ts";

export const assets = pgTable(
  "assets",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    locationId: integer("location_id").references(() => locations.id),
    /** The part this asset is one of; category, manufacturer and model below repeat it for the list's speed. */
    partId: integer("part_id").references(() => parts.id),
    categoryId: integer("category_id").references(() => assetCategories.id),
    vendorId: integer("vendor_id").references(() => vendors.id),
    assetTag: text("asset_tag").notNull(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    manufacturer: text("manufacturer"),
    model: text("model"),
    /** Serialized assets carry a serial number and a quantity of 1; consumables a quantity. */
    serialized: boolean("serialized").notNull().default(true),
    serialNumber: text("serial_number"),
    quantity: integer("quantity").notNull().default(1),
    description: text("description"),
    statusId: integer("status_id").$type<AssetStatusId>().notNull().default(1),
    verificationState: text("verification_state")
      .$type<VerificationStateValue>()
      .notNull()
      .default("Newly_Created"),
    purchaseDate: date("purchase_date"),
    purchaseCost: numeric("purchase_cost", { precision: 14, scale: 2 }),
    createdById: integer("created_by_id").references(() => employees.id),
    updatedById: integer("updated_by_id").references(() => employees.id),
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
    uniqueIndex("assets_org_tag_uq").on(t.orgId, sql`lower(${t.assetTag})`),
    // One serial number per part; consumables of a part are one record per location.
    uniqueIndex("assets_org_part_serial_uq")
      .on(t.orgId, t.partId, t.serialNumber)
      .where(sql`${t.serialNumber} is not null`),
    uniqueIndex("assets_consumable_place_uq")
      .on(t.orgId, t.partId, t.locationId)
      .where(sql`not ${t.serialized}`),
    index("assets_org_part_idx").on(t.orgId, t.partId, t.id),
  ],
);

/** What each employee chose to see in the fixed-asset summary (FixedAsset/PersistDashboardCustomisations). */
export const assetDashboardCustomisations = pgTable(
  "asset_dashboard_customisations",
  {
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    cards: jsonb("cards").$type<string[]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.employeeId] })],
);

/**
 * The components fitted on an asset, each described by the asset part fields: part name and number,
 * manufacturer, and a serial number when it is serialized or else a quantity (portal-platform §3.6).
 */
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
