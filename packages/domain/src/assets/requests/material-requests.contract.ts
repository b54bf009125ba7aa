import { defineContract } from "../../shared/contract.ts";
import { AccessRightType, ModuleId } from "../../permissions/permissions.enums.ts";
import {
  CreateRequestReplySchema,
  RejectRequestSchema,
  RequestIdQuerySchema,
  RequestStepReplySchema,
  RequestStepSchema,
} from "./asset-moves.schemas.ts";
import {
  CreateMaterialRequestSchema,
  FulfilMaterialRequestSchema,
  MaterialRequestDetailsSchema,
  MaterialRequestIdSchema,
  MaterialRequestListQuerySchema,
  MaterialRequestListReplySchema,
} from "./material-requests.schemas.ts";
import { fixedAssetOperation } from "../assets.contract.ts";

const TAG = "Material requests";

export const CreateMaterialRequestContract = defineContract({
  method: "POST",
  path: "/FixedAsset/CreateMaterialRequest",
  summary: "Asks for parts to be delivered to a location (CreateRequestReply).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.MaterialRequestCreate, AccessRightType.ReadWrite),
  body: CreateMaterialRequestSchema,
  reply: CreateRequestReplySchema,
});

export const GetMaterialRequestListContract = defineContract({
  method: "POST",
  path: "/FixedAsset/GetMaterialRequestList",
  summary:
    "A page of the organisation's material requests, sorted and filtered on the server (ListReply<MaterialRequestListRow>).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.MaterialRequestDetails, AccessRightType.ReadOnly),
  body: MaterialRequestListQuerySchema,
  reply: MaterialRequestListReplySchema,
});

export const GetMaterialRequestContract = defineContract({
  method: "GET",
  path: "/FixedAsset/GetMaterialRequest",
  summary:
    "One material request: its items, its timeline and the steps the caller may take (MaterialRequestDetails).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.MaterialRequestDetails, AccessRightType.ReadOnly),
  query: RequestIdQuerySchema,
  reply: MaterialRequestDetailsSchema,
});

export const DeleteMaterialRequestContract = defineContract({
  method: "POST",
  path: "/FixedAsset/DeleteMaterialRequest",
  summary: "Deletes a material request that is not fulfilled (RequestStepReply).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.MaterialRequestDelete, AccessRightType.ReadWrite),
  body: MaterialRequestIdSchema,
  reply: RequestStepReplySchema,
});

export const ApproveMaterialRequestContract = defineContract({
  method: "POST",
  path: "/FixedAsset/ApproveMaterialRequest",
  summary: "Approves a material request awaiting approval (RequestStepReply).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.MoveRequestApprove, AccessRightType.ReadWrite),
  body: RequestStepSchema,
  reply: RequestStepReplySchema,
});

export const RejectMaterialRequestContract = defineContract({
  method: "POST",
  path: "/FixedAsset/RejectMaterialRequest",
  summary: "Rejects a material request awaiting approval, saying why (RequestStepReply).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.MoveRequestApprove, AccessRightType.ReadWrite),
  body: RejectRequestSchema,
  reply: RequestStepReplySchema,
});

export const FulfilMaterialRequestContract = defineContract({
  method: "POST",
  path: "/FixedAsset/FulfilMaterialRequest",
  summary:
    "Issues every item of an approved material request from one warehouse, all or nothing (RequestStepReply).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.WarehouseScan, AccessRightType.ReadWrite),
  body: FulfilMaterialRequestSchema,
  reply: RequestStepReplySchema,
});
