import { z } from "zod";

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
