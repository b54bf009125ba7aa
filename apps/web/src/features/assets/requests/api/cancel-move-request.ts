import { CancelMoveRequestContract, type RequestStepBody, type RequestStepReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST FixedAsset/CancelMoveRequest: cancels an open request. */
export const cancelMoveRequest = (body: RequestStepBody): Promise<RequestStepReply> =>
  callContract(CancelMoveRequestContract, { body });
