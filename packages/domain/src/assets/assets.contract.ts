import { z } from "zod";
import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import { ListQuerySchema } from "../lists/list.schemas.ts";
import { VerificationFilterSchema, type AssetStatusId, type VerificationStateValue } from "./assets.enums.ts";

export const AssetListQuerySchema = ListQuerySchema.extend({
  VerificationFilter: VerificationFilterSchema.default("All"),
  /** Only the assets at this location (and nowhere below it). */
  LocationId: z.number().int().positive().nullish(),
});
export type AssetListQuery = z.infer<typeof AssetListQuerySchema>;

/** The columns of the fixed-asset list; SortModel and FilterModel name these. */
export type AssetListRow = {
  Id: number;
  AssetTag: string;
  Name: string;
  Category: string;
  Manufacturer: string | null;
  Model: string | null;
  SerialNumber: string | null;
  StatusId: AssetStatusId;
  StatusName: string;
  VerificationState: VerificationStateValue;
  LocationId: number | null;
  LocationName: string | null;
  PurchaseDate: string | null;
  PurchaseCost: number | null;
  UpdatedAt: string;
};

export const GetAssetListContract = defineContract({
  method: "POST",
  path: "/FixedAsset/GetAssetList",
  summary:
    "A page of the organisation's fixed assets, sorted and filtered on the server (ListReply<AssetListRow>).",
  tag: "Fixed assets",
  access: { kind: "module", moduleId: ModuleId.FixedAssets, level: AccessRightType.ReadOnly },
  body: AssetListQuerySchema,
});
