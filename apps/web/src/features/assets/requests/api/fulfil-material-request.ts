import {
  FulfilMaterialRequestContract,
  type FulfilMaterialRequest,
  type RequestStepReply,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST FixedAsset/FulfilMaterialRequest: issues every item from one warehouse, all or nothing. */
export const fulfilMaterialRequest = (body: FulfilMaterialRequest): Promise<RequestStepReply> =>
  callContract(FulfilMaterialRequestContract, { body });
