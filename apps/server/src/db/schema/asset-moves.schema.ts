import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type {
  MaterialRequestStatusId,
  MoveRequestStatusId,
  WarehouseScanDirectionValue,
} from "@fieldstead/domain";
import { organisations } from "./organisations.schema.ts";
import { employees } from "./employees.schema.ts";
import { locations } from "./locations.schema.ts";
import { assets } from "./assets.schema.ts";
import { parts } from "./asset-catalogue.schema.ts";

/** A request to move assets from one location to another, approved before it is carried out. */
export const moveRequests = pgTable(
  "move_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    requestNumber: text("request_number").notNull(),
    fromLocationId: integer("from_location_id")
      .notNull()
      .references(() => locations.id),
    toLocationId: integer("to_location_id")
      .notNull()
      .references(() => locations.id),
    statusId: integer("status_id").$type<MoveRequestStatusId>().notNull().default(1),
    reason: text("reason"),
    requestedById: integer("requested_by_id").references(() => employees.id),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    decidedById: integer("decided_by_id").references(() => employees.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionComment: text("decision_comment"),
    completedById: integer("completed_by_id").references(() => employees.id),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("move_requests_org_number_uq").on(t.orgId, t.requestNumber),
    index("move_requests_org_status_idx").on(t.orgId, t.statusId, t.id),
    index("move_requests_org_requested_idx").on(t.orgId, t.requestedAt, t.id),
    index("move_requests_org_updated_idx").on(t.orgId, t.updatedAt, t.id),
  ],
);

export const moveRequestItems = pgTable(
  "move_request_items",
  {
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    moveRequestId: integer("move_request_id")
      .notNull()
      .references(() => moveRequests.id, { onDelete: "cascade" }),
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.moveRequestId, t.assetId] }),
    index("move_request_items_asset_idx").on(t.orgId, t.assetId),
  ],
);

/** A request for parts or consumables to be delivered to a location, issued from a warehouse. */
export const materialRequests = pgTable(
  "material_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    requestNumber: text("request_number").notNull(),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id),
    neededBy: date("needed_by"),
    notes: text("notes"),
    statusId: integer("status_id").$type<MaterialRequestStatusId>().notNull().default(1),
    requestedById: integer("requested_by_id").references(() => employees.id),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    decidedById: integer("decided_by_id").references(() => employees.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionComment: text("decision_comment"),
    warehouseId: integer("warehouse_id").references(() => locations.id),
    fulfilledById: integer("fulfilled_by_id").references(() => employees.id),
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("material_requests_org_number_uq").on(t.orgId, t.requestNumber),
    index("material_requests_org_status_idx").on(t.orgId, t.statusId, t.id),
    index("material_requests_org_requested_idx").on(t.orgId, t.requestedAt, t.id),
  ],
);

export const materialRequestItems = pgTable(
  "material_request_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    materialRequestId: integer("material_request_id")
      .notNull()
      .references(() => materialRequests.id, { onDelete: "cascade" }),
    partId: integer("part_id")
      .notNull()
      .references(() => parts.id),
    quantity: integer("quantity").notNull(),
  },
  (t) => [index("material_request_items_request_idx").on(t.orgId, t.materialRequestId)],
);

/**
 * Stock per warehouse and part: what is at a warehouse location, counted. Kept current by every change to an
 * asset's place, part or quantity, in the same transaction.
 */
export const warehouseStock = pgTable(
  "warehouse_stock",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    partId: integer("part_id")
      .notNull()
      .references(() => parts.id),
    /** Units on hand: serialized assets count one each, consumables their quantity. */
    quantity: integer("quantity").notNull(),
    /** How many of those units are serialized assets. */
    serializedCount: integer("serialized_count").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("warehouse_stock_place_uq").on(t.orgId, t.locationId, t.partId),
    index("warehouse_stock_org_part_idx").on(t.orgId, t.partId, t.id),
  ],
);

/** Each scan in or out of a warehouse, and each issue against a material request. */
export const warehouseMovements = pgTable(
  "warehouse_movements",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    direction: text("direction").$type<WarehouseScanDirectionValue>().notNull(),
    /** What was scanned: an asset tag, a serial number or a part number. */
    code: text("code").notNull(),
    assetId: integer("asset_id").references(() => assets.id, { onDelete: "set null" }),
    partId: integer("part_id")
      .notNull()
      .references(() => parts.id),
    quantity: integer("quantity").notNull(),
    /** Where the units came from (in) or went to (out). */
    otherLocationId: integer("other_location_id").references(() => locations.id, { onDelete: "set null" }),
    materialRequestId: integer("material_request_id").references(() => materialRequests.id, {
      onDelete: "set null",
    }),
    employeeId: integer("employee_id").references(() => employees.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("warehouse_movements_org_warehouse_idx").on(t.orgId, t.warehouseId, t.id)],
);
