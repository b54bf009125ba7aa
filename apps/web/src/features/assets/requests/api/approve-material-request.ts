import {
  ApproveMaterialRequestContract,
  type RequestStepBody,
  type RequestStepReply,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST FixedAsset/ApproveMaterialRequest: approves a request awaiting approval. */
export const approveMaterialRequest = (body: RequestStepBody): Promise<RequestStepReply> =>
  callContract(ApproveMaterialRequestContract, { body });
