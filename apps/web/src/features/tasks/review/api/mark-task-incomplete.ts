import { MarkIncompleteContract, type MarkIncompleteInput, type TaskReviewReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST Task/MarkIncomplete: sends a completed task not yet approved back to In Progress. */
export const markTaskIncomplete = (body: MarkIncompleteInput): Promise<TaskReviewReply> =>
  callContract(MarkIncompleteContract, { body });
