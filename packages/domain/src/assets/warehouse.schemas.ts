import { z } from "zod";
import { ListQuerySchema } from "../lists/list.schemas.ts";
import {
  WarehouseScanDirection,
  WarehouseScanDirectionSchema,
  type WarehouseScanDirectionValue,
} from "./assets.enums.ts";

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
export type AddToWarehouseReply = {
  StatusCode: number;
  StatusMessage: string;
  Assets: { Id: number; AssetTag: string; Quantity: number }[];
};

/** A warehouse and what it holds, for the warehouse picker. */
export type WarehouseSummary = {
  Id: number;
  Code: string;
  Name: string;
  Status: string;
  /** Parts with units on hand. */
  PartCount: number;
  /** Units on hand: serialized assets one each, consumables their quantity. */
  UnitCount: number;
  SerializedCount: number;
};
export type GetWarehousesReply = { Warehouses: WarehouseSummary[] };

export const WarehouseStockListQuerySchema = ListQuerySchema.extend({
  /** Only this warehouse's stock. */
  WarehouseId: z.number().int().positive().nullish(),
});
export type WarehouseStockListQuery = z.infer<typeof WarehouseStockListQuerySchema>;
export type WarehouseStockListQueryInput = z.input<typeof WarehouseStockListQuerySchema>;

/** The columns of the stock list; SortModel and FilterModel name these. */
export type WarehouseStockRow = {
  Id: number;
  WarehouseId: number;
  WarehouseName: string;
  PartId: number;
  PartNumber: string;
  PartName: string;
  Category: string;
  Serialized: boolean;
  OnHand: number;
  SerializedCount: number;
  UpdatedAt: string;
};

export const WarehouseMovementListQuerySchema = ListQuerySchema.extend({
  WarehouseId: z.number().int().positive().nullish(),
});
export type WarehouseMovementListQuery = z.infer<typeof WarehouseMovementListQuerySchema>;
export type WarehouseMovementListQueryInput = z.input<typeof WarehouseMovementListQuerySchema>;

/** The columns of the scan log; SortModel and FilterModel name these. */
export type WarehouseMovementRow = {
  Id: number;
  WarehouseId: number;
  WarehouseName: string;
  Direction: WarehouseScanDirectionValue;
  Code: string;
  AssetId: number | null;
  AssetTag: string | null;
  PartNumber: string;
  PartName: string;
  Quantity: number;
  OtherLocationName: string | null;
  MaterialRequestNumber: string | null;
  EmployeeName: string | null;
  CreatedAt: string;
};

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
export type ScanResult = {
  MovementId: number;
  Direction: WarehouseScanDirectionValue;
  Code: string;
  AssetId: number;
  AssetTag: string;
  Name: string;
  PartNumber: string;
  PartName: string;
  Serialized: boolean;
  Quantity: number;
  /** Units of the part in this warehouse after the scan. */
  OnHand: number;
  /** Where the units stand now. */
  LocationName: string;
};
export type ScanWarehouseReply = { StatusCode: number; StatusMessage: string; Scan: ScanResult };
