import { z } from "zod";
import { listReplySchema } from "../lists/list.schemas.ts";
import {
  AssetStatusIdSchema,
  MoveRequestStatusIdSchema,
  VerificationStateSchema,
} from "./assets.enum-schemas.ts";
import { AssetSummaryCardSchema } from "./assets.schemas.ts";

/** The columns of the fixed-asset list; SortModel and FilterModel name these. */
export const AssetListRowSchema = z.object({
  Id: z.number().int(),
  AssetTag: z.string(),
  Name: z.string(),
  Category: z.string(),
  Manufacturer: z.string().nullable(),
  Model: z.string().nullable(),
  SerialNumber: z.string().nullable(),
  StatusId: AssetStatusIdSchema,
  StatusName: z.string(),
  VerificationState: VerificationStateSchema,
  LocationId: z.number().int().nullable(),
  LocationName: z.string().nullable(),
  PartNumber: z.string().nullable(),
  VendorName: z.string().nullable(),
  Serialized: z.boolean(),
  Quantity: z.number().int(),
  PurchaseDate: z.string().nullable(),
  PurchaseCost: z.number().nullable(),
  UpdatedAt: z.string(),
});
export type AssetListRow = z.infer<typeof AssetListRowSchema>;
export const AssetListReplySchema = listReplySchema(AssetListRowSchema);

/** The summary cards the caller chose, or the default ones (IsDefault). */
export const DashboardCustomisationsReplySchema = z.object({
  Cards: z.array(AssetSummaryCardSchema),
  IsDefault: z.boolean(),
});
export type DashboardCustomisationsReply = z.infer<typeof DashboardCustomisationsReplySchema>;

export const AssetSummaryReplySchema = z.object({
  /** Asset records (a consumable's stock at one place is one record). */
  Total: z.number().int(),
  ByStatus: z.array(
    z.object({ StatusId: AssetStatusIdSchema, StatusName: z.string(), Count: z.number().int() }),
  ),
  ByVerification: z.array(z.object({ VerificationState: VerificationStateSchema, Count: z.number().int() })),
  /** Consumable records, and the units they hold. */
  Consumables: z.number().int(),
  ConsumableUnits: z.number().int(),
});
export type AssetSummaryReply = z.infer<typeof AssetSummaryReplySchema>;

export const AssetComponentSchema = z.object({
  Id: z.number().int(),
  PartName: z.string(),
  PartNumber: z.string(),
  Manufacturer: z.string().nullable(),
  Serialized: z.boolean(),
  SerialNumber: z.string().nullable(),
  Quantity: z.number().int(),
  Description: z.string().nullable(),
  AssetLabel: z.string().nullable(),
  Domain: z.string().nullable(),
});
export type AssetComponent = z.infer<typeof AssetComponentSchema>;
/** What UpdateAssetComponents answers: the asset's components after the change. */
export const AssetComponentsReplySchema = z.array(AssetComponentSchema);

export const NamedRefSchema = z.object({ Id: z.number().int(), Name: z.string() });
export type NamedRef = z.infer<typeof NamedRefSchema>;

/** Everything about one asset (FixedAsset/GetAsset). */
export const AssetDetailSchema = z.object({
  Id: z.number().int(),
  AssetTag: z.string(),
  Name: z.string(),
  Description: z.string().nullable(),
  Serialized: z.boolean(),
  SerialNumber: z.string().nullable(),
  Quantity: z.number().int(),
  StatusId: AssetStatusIdSchema,
  StatusName: z.string(),
  VerificationState: VerificationStateSchema,
  PurchaseDate: z.string().nullable(),
  PurchaseCost: z.number().nullable(),
  Part: z
    .object({
      Id: z.number().int(),
      PartNumber: z.string(),
      PartName: z.string(),
      Serialized: z.boolean(),
      IsActive: z.boolean(),
    })
    .nullable(),
  Category: z.object({ Id: z.number().int().nullable(), Name: z.string(), Code: z.string().nullable() }),
  Manufacturer: z.string().nullable(),
  Vendor: NamedRefSchema.nullable(),
  /** Where it stands, with the places above it (site first) in Path. */
  Location: NamedRefSchema.extend({
    Code: z.string(),
    IsWarehouse: z.boolean(),
    Path: z.array(NamedRefSchema),
  }).nullable(),
  CreatedBy: NamedRefSchema.nullable(),
  CreatedAt: z.string(),
  UpdatedBy: NamedRefSchema.nullable(),
  UpdatedAt: z.string(),
  Components: z.array(AssetComponentSchema),
  /** The open (awaiting approval or approved) move request holding it, if any. */
  OpenMoveRequest: z
    .object({
      Id: z.number().int(),
      RequestNumber: z.string(),
      StatusId: MoveRequestStatusIdSchema,
      StatusName: z.string(),
    })
    .nullable(),
});
export type AssetDetail = z.infer<typeof AssetDetailSchema>;

/** What an asset write answers: how many assets it touched, and the new ones' ids and tags. */
export const AssetWriteReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Assets: z.array(z.object({ Id: z.number().int(), AssetTag: z.string() })),
});
export type AssetWriteReply = z.infer<typeof AssetWriteReplySchema>;
