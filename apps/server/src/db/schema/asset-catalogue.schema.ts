import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organisations } from "./organisations.schema.ts";

/** Asset categories (categoryManagement). The code is the category's segment of asset tags and part numbers. */
export const assetCategories = pgTable(
  "asset_categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    name: text("name").notNull(),
    code: text("code").notNull(),
    description: text("description"),
    domain: text("domain"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("asset_categories_org_name_uq").on(t.orgId, sql`lower(${t.name})`),
    uniqueIndex("asset_categories_org_code_uq").on(t.orgId, t.code),
    index("asset_categories_org_updated_idx").on(t.orgId, t.updatedAt, t.id),
  ],
);

/** Manufacturers (AssetConfigurationManagement). */
export const manufacturers = pgTable(
  "manufacturers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    name: text("name").notNull(),
    website: text("website"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("manufacturers_org_name_uq").on(t.orgId, sql`lower(${t.name})`),
    index("manufacturers_org_name_idx").on(t.orgId, t.name, t.id),
  ],
);

/** Vendors the organisation buys from (AssetConfigurationManagement; persisted with the API-version-2 header). */
export const vendors = pgTable(
  "vendors",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    name: text("name").notNull(),
    contactName: text("contact_name"),
    email: text("email"),
    phone: text("phone"),
    website: text("website"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("vendors_org_name_uq").on(t.orgId, sql`lower(${t.name})`),
    index("vendors_org_name_idx").on(t.orgId, t.name, t.id),
  ],
);

/**
 * The parts configuration: the organisation's catalogue of part numbers (portal-platform §3.6 part fields).
 * Every asset is one of these: a serialized part is tracked unit by unit (serial number), a consumable by
 * quantity.
 */
export const parts = pgTable(
  "parts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    partNumber: text("part_number").notNull(),
    partName: text("part_name").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => assetCategories.id),
    manufacturerId: integer("manufacturer_id").references(() => manufacturers.id),
    serialized: boolean("serialized").notNull().default(true),
    description: text("description"),
    assetLabel: text("asset_label"),
    domain: text("domain"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(part_number || ' ' || part_name || ' ' || coalesce(description, '') || ' ' || coalesce(domain, ''))`,
      ),
  },
  (t) => [
    uniqueIndex("parts_org_number_uq").on(t.orgId, sql`lower(${t.partNumber})`),
    index("parts_org_number_idx").on(t.orgId, t.partNumber, t.id),
    index("parts_org_name_idx").on(t.orgId, t.partName, t.id),
    index("parts_org_category_idx").on(t.orgId, t.categoryId, t.id),
  ],
);
