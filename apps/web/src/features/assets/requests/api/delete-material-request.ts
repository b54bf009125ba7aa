import {
  DeleteMaterialRequestContract,
  type MaterialRequestIdBody,
  type RequestStepReply,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST FixedAsset/DeleteMaterialRequest: deletes a request not yet fulfilled. */
export const deleteMaterialRequest = (body: MaterialRequestIdBody): Promise<RequestStepReply> =>
  callContract(DeleteMaterialRequestContract, { body });
