import { DecideApprovalContract, type DecideApprovalInput, type TaskReviewReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST Task/DecideApproval: approves or rejects the task's awaiting review step. */
export const decideTaskApproval = (body: DecideApprovalInput): Promise<TaskReviewReply> =>
  callContract(DecideApprovalContract, { body });
