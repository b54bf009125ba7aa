import { ReopenTaskContract, type ReopenTaskInput, type TaskReviewReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST Task/Reopen: sends a completed or reviewed task back to In Progress. */
export const reopenTask = (body: ReopenTaskInput): Promise<TaskReviewReply> =>
  callContract(ReopenTaskContract, { body });
