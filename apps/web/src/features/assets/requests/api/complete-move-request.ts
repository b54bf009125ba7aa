import { CompleteMoveRequestContract, type RequestStepBody, type RequestStepReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST FixedAsset/CompleteMoveRequest: carries out an approved move. */
export const completeMoveRequest = (body: RequestStepBody): Promise<RequestStepReply> =>
  callContract(CompleteMoveRequestContract, { body });
