import { defineContract } from "../../shared/contract.ts";
import { AccessRightType, ModuleId } from "../../permissions/permissions.enums.ts";
import {
  CreateMoveRequestSchema,
  CreateRequestReplySchema,
  MoveRequestDetailsSchema,
  MoveRequestListQuerySchema,
  MoveRequestListReplySchema,
  RejectRequestSchema,
  RequestIdQuerySchema,
  RequestStepReplySchema,
  RequestStepSchema,
} from "./asset-moves.schemas.ts";
import { fixedAssetOperation } from "../assets.contract.ts";

const TAG = "Move requests";

export const CreateMoveRequestContract = defineContract({
  method: "POST",
  path: "/FixedAsset/CreateMoveRequest",
  summary:
    "Asks for assets standing at one location to move to another (CreateRequestReply). More than one asset also needs Bulk Asset Movement.",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.MoveRequests),
  body: CreateMoveRequestSchema,
  reply: CreateRequestReplySchema,
});

export const ApproveMoveRequestContract = defineContract({
  method: "POST",
  path: "/FixedAsset/ApproveMoveRequest",
  summary: "Approves a move request awaiting approval (RequestStepReply).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.MoveRequestApprove),
  body: RequestStepSchema,
  reply: RequestStepReplySchema,
});

export const RejectMoveRequestContract = defineContract({
  method: "POST",
  path: "/FixedAsset/RejectMoveRequest",
  summary: "Rejects a move request awaiting approval, saying why (RequestStepReply).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.MoveRequestApprove),
  body: RejectRequestSchema,
  reply: RequestStepReplySchema,
});

export const CompleteMoveRequestContract = defineContract({
  method: "POST",
  path: "/FixedAsset/CompleteMoveRequest",
  summary: "Carries out an approved move: every asset moves, in one transaction (RequestStepReply).",
  tag: TAG,
  access: fixedAssetOperation(ModuleId.MoveRequests),
  body: RequestStepSchema,
  reply: RequestStepReplySchema,
});

export const CancelMoveRequestContract = defineContract({
  method: "POST",
  path: "/FixedAsset/CancelMoveRequest",
  summary: "Cancels an open move request: the requester or an approver (RequestStepReply).",
  tag: TAG,
  access: { kind: "module", moduleId: ModuleId.FixedAssets, level: AccessRightType.ReadOnly },
  body: RequestStepSchema,
  reply: RequestStepReplySchema,
});

export const GetMoveRequestListContract = defineContract({
  method: "POST",
  path: "/FixedAsset/GetMoveRequestList",
  summary:
    "A page of the organisation's move requests, sorted and filtered on the server (ListReply<MoveRequestListRow>).",
  tag: TAG,
  access: { kind: "module", moduleId: ModuleId.FixedAssets, level: AccessRightType.ReadOnly },
  body: MoveRequestListQuerySchema,
  reply: MoveRequestListReplySchema,
});

export const GetMoveRequestContract = defineContract({
  method: "GET",
  path: "/FixedAsset/GetMoveRequest",
  summary:
    "One move request: its assets, its timeline and the steps the caller may take (MoveRequestDetails).",
  tag: TAG,
  access: { kind: "module", moduleId: ModuleId.FixedAssets, level: AccessRightType.ReadOnly },
  query: RequestIdQuerySchema,
  reply: MoveRequestDetailsSchema,
});
