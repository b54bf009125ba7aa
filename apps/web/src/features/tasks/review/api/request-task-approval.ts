import { RequestApprovalContract, type RequestApprovalInput, type TaskReviewReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST Task/RequestApproval: sends a completed task to its first review level. */
export const requestTaskApproval = (body: RequestApprovalInput): Promise<TaskReviewReply> =>
  callContract(RequestApprovalContract, { body });
