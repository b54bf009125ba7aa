import { DecideApprovalContract, type DecideApprovalInput, type TaskReviewReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST Task/DecideApproval: approves or rejects a work order's awaiting review step from the queue. */
export const decideApproval = (body: DecideApprovalInput): Promise<TaskReviewReply> =>
  callContract(DecideApprovalContract, { body });
