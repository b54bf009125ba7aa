import { RejectMaterialRequestContract, type RejectRequest, type RequestStepReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST FixedAsset/RejectMaterialRequest: rejects a request awaiting approval, saying why. */
export const rejectMaterialRequest = (body: RejectRequest): Promise<RequestStepReply> =>
  callContract(RejectMaterialRequestContract, { body });
