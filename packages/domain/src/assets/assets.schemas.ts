import { z } from "zod";
import { VerificationState } from "./assets.enums.ts";
import {
  AssetStatusIdSchema,
  VerificationFilterSchema,
  VerificationStateSchema,
} from "./assets.enum-schemas.ts";
import { ListQuerySchema } from "../lists/list.schemas.ts";
import { IdListSchema, IdQuerySchema, RecordIdSchema, type IdQuery } from "../shared/id.schemas.ts";

export const AssetIdSchema = RecordIdSchema;

/** At most this many assets in one call (bulk create, status change, delete …). */
export const ASSET_BATCH_MAX = 500;
export const ASSET_QUANTITY_MAX = 1_000_000;

/** An asset's id in a GET query ('?Id=12'). */
export const AssetIdQuerySchema = IdQuerySchema;
export type AssetIdQuery = IdQuery;

export const AssetIdsSchema = z.object({
  Ids: IdListSchema(ASSET_BATCH_MAX, {
    empty: "Pick at least one asset.",
    tooMany: `At most ${ASSET_BATCH_MAX} assets at once.`,
  }),
});
export type AssetIds = z.infer<typeof AssetIdsSchema>;
export type AssetIdsInput = z.input<typeof AssetIdsSchema>;

const text = (label: string, max: number) =>
  z.string().trim().max(max, `${label} has at most ${max} characters.`).nullish();
const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates read YYYY-MM-DD.")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "This is not a date of the calendar.");
const CostSchema = z
  .number({ error: "A cost is a number." })
  .min(0, "A cost cannot be negative.")
  .max(1_000_000_000, "A cost is at most 1,000,000,000.");
const QuantitySchema = z
  .number({ error: "A quantity is a whole number." })
  .int("A quantity is a whole number.")
  .min(1, "A quantity is at least 1.")
  .max(ASSET_QUANTITY_MAX, `A quantity is at most ${ASSET_QUANTITY_MAX.toLocaleString("en-US")}.`);

/**
 * One new asset. Whether it takes a serial number or a quantity depends on its part (checkAssetUnits); the
 * name defaults to the part's name, the status to Active (In Warehouse at a warehouse).
 */
export const AssetInputSchema = z.object({
  PartId: AssetIdSchema,
  LocationId: AssetIdSchema,
  Name: text("Name", 200),
  SerialNumber: text("Serial number", 100),
  Quantity: QuantitySchema.nullish(),
  VendorId: AssetIdSchema.nullish(),
  PurchaseDate: IsoDateSchema.nullish(),
  PurchaseCost: CostSchema.nullish(),
  Description: text("Description", 2000),
  StatusId: AssetStatusIdSchema.nullish(),
  VerificationState: VerificationStateSchema.default(VerificationState.Newly_Created),
});
export type AssetInput = z.infer<typeof AssetInputSchema>;
export type AssetFormInput = z.input<typeof AssetInputSchema>;
export const CreateAssetSchema = AssetInputSchema;

export const BulkCreateAssetsSchema = z.object({
  Assets: z
    .array(AssetInputSchema)
    .min(1, "Add at least one asset.")
    .max(ASSET_BATCH_MAX, `At most ${ASSET_BATCH_MAX} assets at once.`),
});
export type BulkCreateAssets = z.infer<typeof BulkCreateAssetsSchema>;
export type BulkCreateAssetsInput = z.input<typeof BulkCreateAssetsSchema>;

/**
 * What an edit may change; a field left out stays as it is, null or empty clears it. The place changes only
 * through moves and the warehouse, the status through its own calls.
 */
export const UpdateAssetSchema = z.object({
  Id: AssetIdSchema,
  Name: z.string().trim().min(1, "Name is required.").max(200, "Name has at most 200 characters.").optional(),
  PartId: AssetIdSchema.optional(),
  VendorId: AssetIdSchema.nullish(),
  SerialNumber: text("Serial number", 100),
  Quantity: QuantitySchema.optional(),
  PurchaseDate: z.union([z.literal(""), IsoDateSchema]).nullish(),
  PurchaseCost: CostSchema.nullish(),
  Description: text("Description", 2000),
});
export type UpdateAsset = z.infer<typeof UpdateAssetSchema>;
export type UpdateAssetInput = z.input<typeof UpdateAssetSchema>;

export const UpdateAssetStatusSchema = AssetIdsSchema.extend({
  StatusId: AssetStatusIdSchema,
  Comment: text("Comment", 1000),
});
export type UpdateAssetStatus = z.infer<typeof UpdateAssetStatusSchema>;
export type UpdateAssetStatusInput = z.input<typeof UpdateAssetStatusSchema>;

export const SetAssetVerificationSchema = AssetIdsSchema.extend({
  VerificationState: VerificationStateSchema,
});
export type SetAssetVerification = z.infer<typeof SetAssetVerificationSchema>;

/** A copy of an asset with a new tag: a serialized one needs its own serial, a consumable a quantity and place. */
export const CloneAssetSchema = z.object({
  Id: AssetIdSchema,
  SerialNumber: text("Serial number", 100),
  Quantity: QuantitySchema.nullish(),
  LocationId: AssetIdSchema.nullish(),
});
export type CloneAsset = z.infer<typeof CloneAssetSchema>;
export type CloneAssetInput = z.input<typeof CloneAssetSchema>;

export const UpdateAssetComponentsSchema = z.object({
  AssetId: AssetIdSchema,
  /** Parts of the catalogue fitted to the asset: a serial number for a serialized part, else a quantity. */
  Add: z
    .array(
      z.object({
        PartId: AssetIdSchema,
        SerialNumber: text("Serial number", 100),
        Quantity: QuantitySchema.nullish(),
      }),
    )
    .max(100, "At most 100 components at once.")
    .default([]),
  /** Components taken off (their ids). */
  Remove: z.array(AssetIdSchema).max(100, "At most 100 components at once.").default([]),
});
export type UpdateAssetComponents = z.infer<typeof UpdateAssetComponentsSchema>;
export type UpdateAssetComponentsInput = z.input<typeof UpdateAssetComponentsSchema>;

export const ASSET_LABEL_FORMATS = ["png", "svg"] as const;
export const AssetLabelQuerySchema = AssetIdQuerySchema.extend({
  Format: z.enum(ASSET_LABEL_FORMATS, { error: "Format is png or svg." }).default("png"),
});
export type AssetLabelQuery = z.infer<typeof AssetLabelQuerySchema>;

/** The summary cards above the asset list, in the order they are offered. */
export const AssetSummaryCard = {
  Total: "Total",
  Active: "Active",
  Inactive: "Inactive",
  InRepair: "InRepair",
  Retired: "Retired",
  InWarehouse: "InWarehouse",
  Pending_Verification: "Pending_Verification",
  Verified: "Verified",
  Unverified: "Unverified",
  Newly_Created: "Newly_Created",
  Consumables: "Consumables",
} as const;
export type AssetSummaryCardValue = (typeof AssetSummaryCard)[keyof typeof AssetSummaryCard];
export const DEFAULT_SUMMARY_CARDS: readonly AssetSummaryCardValue[] = [
  "Total",
  "Active",
  "InRepair",
  "InWarehouse",
  "Pending_Verification",
];

export const AssetSummaryCardSchema = z.enum(
  Object.values(AssetSummaryCard) as [AssetSummaryCardValue, ...AssetSummaryCardValue[]],
);

export const PersistDashboardCustomisationsSchema = z.object({
  Cards: z
    .array(AssetSummaryCardSchema)
    .max(Object.keys(AssetSummaryCard).length)
    .transform((cards) => [...new Set(cards)]),
});
export type PersistDashboardCustomisations = z.infer<typeof PersistDashboardCustomisationsSchema>;
export type PersistDashboardCustomisationsInput = z.input<typeof PersistDashboardCustomisationsSchema>;

/** FixedAsset/GetAssetList: the list query with the verification tab and an optional location. */
export const AssetListQuerySchema = ListQuerySchema.extend({
  VerificationFilter: VerificationFilterSchema.default("All"),
  /** Only the assets at this location (and nowhere below it). */
  LocationId: z.number().int().positive().nullish(),
});
export type AssetListQuery = z.infer<typeof AssetListQuerySchema>;
