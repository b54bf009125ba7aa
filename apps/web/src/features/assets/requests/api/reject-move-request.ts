import { RejectMoveRequestContract, type RejectRequest, type RequestStepReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST FixedAsset/RejectMoveRequest: rejects a request awaiting approval, saying why. */
export const rejectMoveRequest = (body: RejectRequest): Promise<RequestStepReply> =>
  callContract(RejectMoveRequestContract, { body });
