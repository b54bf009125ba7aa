import { ApproveMoveRequestContract, type RequestStepBody, type RequestStepReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST FixedAsset/ApproveMoveRequest: approves a request awaiting approval. */
export const approveMoveRequest = (body: RequestStepBody): Promise<RequestStepReply> =>
  callContract(ApproveMoveRequestContract, { body });
