import { defineContract, rawReply } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import { HistoryQuerySchema, HistoryReplySchema } from "../audit/audit.schemas.ts";
import {
  AssetIdQuerySchema,
  AssetIdsSchema,
  AssetLabelQuerySchema,
  AssetListQuerySchema,
  BulkCreateAssetsSchema,
  CloneAssetSchema,
  CreateAssetSchema,
  PersistDashboardCustomisationsSchema,
  SetAssetVerificationSchema,
  UpdateAssetComponentsSchema,
  UpdateAssetSchema,
  UpdateAssetStatusSchema,
} from "./assets.schemas.ts";
import {
  AssetComponentsReplySchema,
  AssetDetailSchema,
  AssetListReplySchema,
  AssetSummaryReplySchema,
  AssetWriteReplySchema,
  DashboardCustomisationsReplySchema,
} from "./assets.replies.ts";

export const GetAssetListContract = defineContract({
  method: "POST",
  path: "/FixedAsset/GetAssetList",
  summary:
    "A page of the organisation's fixed assets, sorted and filtered on the server (ListReply<AssetListRow>).",
  tag: "Fixed assets",
  access: { kind: "module", moduleId: ModuleId.FixedAssets, level: AccessRightType.ReadOnly },
  body: AssetListQuerySchema,
  reply: AssetListReplySchema,
});

const TAG = "Fixed assets";
const READ = { kind: "module", moduleId: ModuleId.FixedAssets, level: AccessRightType.ReadOnly } as const;
/** Operations are children of the Fixed Assets screen (portal-platform §3.7: 1030–1048). */
export const fixedAssetOperation = (moduleId: number, level: 1 | 2 = AccessRightType.ReadWrite) =>
  ({ kind: "module", moduleId, parentId: ModuleId.FixedAssets, level }) as const;

export const GetAssetContract = defineContract({
  method: "GET",
  path: "/FixedAsset/GetAsset",
  summary: "One asset with its part, place, components and open move request (AssetDetail).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.AssetView, AccessRightType.ReadOnly),
  query: AssetIdQuerySchema,
  reply: AssetDetailSchema,
});

export const CreateAssetContract = defineContract({
  method: "POST",
  path: "/FixedAsset/CreateAsset",
  summary: "Add one asset of a part at a location; its tag is generated (AssetWriteReply).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.AssetCreate),
  body: CreateAssetSchema,
  reply: AssetWriteReplySchema,
});

export const BulkCreateAssetsContract = defineContract({
  method: "POST",
  path: "/FixedAsset/BulkCreateAssets",
  summary: "Add up to 500 assets at once, all or none; errors name Assets.<i>.<Field> (AssetWriteReply).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.AssetBulkCreate),
  body: BulkCreateAssetsSchema,
  reply: AssetWriteReplySchema,
});

export const UpdateAssetContract = defineContract({
  method: "POST",
  path: "/FixedAsset/UpdateAsset",
  summary:
    "Change an asset's name, part, vendor, serial or quantity, purchase and description (AssetWriteReply).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.AssetEdit),
  body: UpdateAssetSchema,
  reply: AssetWriteReplySchema,
});

export const UpdateAssetStatusContract = defineContract({
  method: "POST",
  path: "/FixedAsset/UpdateAssetStatus",
  summary: "Give up to 500 assets a status, with a comment (AssetWriteReply).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.AssetStatus),
  body: UpdateAssetStatusSchema,
  reply: AssetWriteReplySchema,
  apiVersion: 2,
});

export const ActivateAssetContract = defineContract({
  method: "POST",
  path: "/FixedAsset/ActivateAsset",
  summary: "Make assets Active (AssetWriteReply).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.AssetActivate),
  body: AssetIdsSchema,
  reply: AssetWriteReplySchema,
});

export const DeactivateAssetContract = defineContract({
  method: "POST",
  path: "/FixedAsset/DeactivateAsset",
  summary: "Make assets Inactive (AssetWriteReply).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.AssetDeactivate),
  body: AssetIdsSchema,
  reply: AssetWriteReplySchema,
});

export const SetAssetVerificationContract = defineContract({
  method: "POST",
  path: "/FixedAsset/SetAssetVerification",
  summary: "Set the verification state of assets (AssetWriteReply).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.AssetEdit),
  body: SetAssetVerificationSchema,
  reply: AssetWriteReplySchema,
});

export const CloneAssetContract = defineContract({
  method: "POST",
  path: "/FixedAsset/CloneAsset",
  summary: "A new asset like an existing one, with a new tag (AssetWriteReply).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.AssetCreate),
  body: CloneAssetSchema,
  reply: AssetWriteReplySchema,
  apiVersion: 2,
});

export const DeleteAssetContract = defineContract({
  method: "POST",
  path: "/FixedAsset/DeleteAsset",
  summary: "Delete up to 500 assets with their components; none in an open move request (AssetWriteReply).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.AssetDelete),
  body: AssetIdsSchema,
  reply: AssetWriteReplySchema,
});

export const GetAssetHistoryContract = defineContract({
  method: "POST",
  path: "/FixedAsset/GetAssetHistory",
  summary: "An asset's history, newest first, a page at a time (HistoryReply).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.AssetHistory, AccessRightType.ReadOnly),
  body: HistoryQuerySchema,
  reply: HistoryReplySchema,
});

export const UpdateAssetComponentsContract = defineContract({
  method: "POST",
  path: "/FixedAsset/UpdateAssetComponents",
  summary: "Fit parts of the catalogue to an asset, or take components off (AssetComponent[]).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.AssetEdit),
  body: UpdateAssetComponentsSchema,
  reply: AssetComponentsReplySchema,
});

export const GetAssetLabelContract = defineContract({
  method: "GET",
  path: "/FixedAsset/GetAssetLabel",
  summary: "A QR code of the asset's address, as image/png or image/svg+xml.",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.AssetView, AccessRightType.ReadOnly),
  query: AssetLabelQuerySchema,
  reply: rawReply(
    "image/png",
    "The QR code of the asset's address: image/png, or image/svg+xml when Format is svg.",
  ),
});

export const GetAssetSummaryContract = defineContract({
  method: "GET",
  path: "/FixedAsset/GetAssetSummary",
  summary: "Asset counts by status and verification state, consumables and total (AssetSummaryReply).",
  tag: TAG,
  access: READ,
  reply: AssetSummaryReplySchema,
});

export const GetDashboardCustomisationsContract = defineContract({
  method: "GET",
  path: "/FixedAsset/GetDashboardCustomisations",
  summary: "The summary cards the caller chose (DashboardCustomisationsReply).",
  tag: TAG,
  access: READ,
  reply: DashboardCustomisationsReplySchema,
});

export const PersistDashboardCustomisationsContract = defineContract({
  method: "POST",
  path: "/FixedAsset/PersistDashboardCustomisations",
  summary: "Keep the caller's choice of summary cards (DashboardCustomisationsReply).",
  tag: TAG,
  access: READ,
  body: PersistDashboardCustomisationsSchema,
  reply: DashboardCustomisationsReplySchema,
  apiVersion: 2,
});
