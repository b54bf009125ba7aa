import { z } from "zod";
import { ListQuerySchema, listReplySchema } from "../../lists/list.schemas.ts";
import { WarehouseScanDirection } from "../assets.enums.ts";
import { WarehouseScanDirectionSchema } from "../assets.enum-schemas.ts";

const SerialSchema = z.string().trim().min(1, "A serial number cannot be empty.").max(100);

/**
 * New units received into a warehouse: serialized parts one asset per serial number, consumables a quantity added
 * to the warehouse's stock of the part.
 */
export const AddToWarehouseSchema = z.object({
  WarehouseId: z.number().int().positive(),
  PartId: z.number().int().positive(),
  /** Serialized parts: one serial number per unit (at most 500 at once). */
  SerialNumbers: z.array(SerialSchema).max(500).optional(),
  /** Consumables: how many units arrive. */
  Quantity: z.number().int().min(1).max(1_000_000).optional(),
  VendorId: z.number().int().positive().nullish(),
  PurchaseDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates read YYYY-MM-DD.")
    .nullish(),
  /** The cost of one unit. */
  PurchaseCost: z.number().min(0).max(1_000_000_000).nullish(),
});
export type AddToWarehouseRequest = z.infer<typeof AddToWarehouseSchema>;
export type AddToWarehouseInput = z.input<typeof AddToWarehouseSchema>;

/** The assets written or topped up: their ids and tags. */
export const AddToWarehouseReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Assets: z.array(z.object({ Id: z.number().int(), AssetTag: z.string(), Quantity: z.number().int() })),
});
export type AddToWarehouseReply = z.infer<typeof AddToWarehouseReplySchema>;

/** A warehouse and what it holds, for the warehouse picker. */
export const WarehouseSummarySchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  Status: z.string(),
  /** Parts with units on hand. */
  PartCount: z.number().int(),
  /** Units on hand: serialized assets one each, consumables their quantity. */
  UnitCount: z.number().int(),
  SerializedCount: z.number().int(),
});
export type WarehouseSummary = z.infer<typeof WarehouseSummarySchema>;
export const GetWarehousesReplySchema = z.object({ Warehouses: z.array(WarehouseSummarySchema) });
export type GetWarehousesReply = z.infer<typeof GetWarehousesReplySchema>;

export const WarehouseStockListQuerySchema = ListQuerySchema.extend({
  /** Only this warehouse's stock. */
  WarehouseId: z.number().int().positive().nullish(),
});
export type WarehouseStockListQuery = z.infer<typeof WarehouseStockListQuerySchema>;
export type WarehouseStockListQueryInput = z.input<typeof WarehouseStockListQuerySchema>;

/** The columns of the stock list; SortModel and FilterModel name these. */
export const WarehouseStockRowSchema = z.object({
  Id: z.number().int(),
  WarehouseId: z.number().int(),
  WarehouseName: z.string(),
  PartId: z.number().int(),
  PartNumber: z.string(),
  PartName: z.string(),
  Category: z.string(),
  Serialized: z.boolean(),
  OnHand: z.number().int(),
  SerializedCount: z.number().int(),
  UpdatedAt: z.string(),
});
export type WarehouseStockRow = z.infer<typeof WarehouseStockRowSchema>;
export const WarehouseStockReplySchema = listReplySchema(WarehouseStockRowSchema);

export const WarehouseMovementListQuerySchema = ListQuerySchema.extend({
  WarehouseId: z.number().int().positive().nullish(),
});
export type WarehouseMovementListQuery = z.infer<typeof WarehouseMovementListQuerySchema>;
export type WarehouseMovementListQueryInput = z.input<typeof WarehouseMovementListQuerySchema>;

/** The columns of the scan log; SortModel and FilterModel name these. */
export const WarehouseMovementRowSchema = z.object({
  Id: z.number().int(),
  WarehouseId: z.number().int(),
  WarehouseName: z.string(),
  Direction: WarehouseScanDirectionSchema,
  Code: z.string(),
  AssetId: z.number().int().nullable(),
  AssetTag: z.string().nullable(),
  PartNumber: z.string(),
  PartName: z.string(),
  Quantity: z.number().int(),
  OtherLocationName: z.string().nullable(),
  MaterialRequestNumber: z.string().nullable(),
  EmployeeName: z.string().nullable(),
  CreatedAt: z.string(),
});
export type WarehouseMovementRow = z.infer<typeof WarehouseMovementRowSchema>;
export const WarehouseMovementsReplySchema = listReplySchema(WarehouseMovementRowSchema);

/**
 * One scan at a warehouse: the code is an asset tag, a serial number or a consumable's part number. In brings
 * the asset (or the quantity) into the warehouse; Out sends it to another location.
 */
export const ScanWarehouseSchema = z
  .object({
    WarehouseId: z.number().int().positive(),
    Direction: WarehouseScanDirectionSchema,
    Code: z.string().trim().min(1, "Scan or type a code.").max(100, "A code is at most 100 characters."),
    /** Consumables: how many units. */
    Quantity: z.number().int("A quantity is a whole number.").min(1, "At least 1.").max(1_000_000).nullish(),
    /** Out: where the units go. */
    ToLocationId: z.number().int().positive().nullish(),
    /** In, consumables: the location the units come back from (none: new stock received). */
    FromLocationId: z.number().int().positive().nullish(),
  })
  .superRefine((scan, ctx) => {
    if (scan.Direction === WarehouseScanDirection.Out && !scan.ToLocationId)
      ctx.addIssue({ code: "custom", path: ["ToLocationId"], message: "Say where the units go." });
  });
export type ScanWarehouseRequest = z.infer<typeof ScanWarehouseSchema>;
export type ScanWarehouseInput = z.input<typeof ScanWarehouseSchema>;

/** What a scan did, for the screen's list of the session's scans. */
export const ScanResultSchema = z.object({
  MovementId: z.number().int(),
  Direction: WarehouseScanDirectionSchema,
  Code: z.string(),
  AssetId: z.number().int(),
  AssetTag: z.string(),
  Name: z.string(),
  PartNumber: z.string(),
  PartName: z.string(),
  Serialized: z.boolean(),
  Quantity: z.number().int(),
  /** Units of the part in this warehouse after the scan. */
  OnHand: z.number().int(),
  /** Where the units stand now. */
  LocationName: z.string(),
});
export type ScanResult = z.infer<typeof ScanResultSchema>;
export const ScanWarehouseReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Scan: ScanResultSchema,
});
export type ScanWarehouseReply = z.infer<typeof ScanWarehouseReplySchema>;
