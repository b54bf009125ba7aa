import { SetTaskArchivedContract, type SetTaskArchivedInput, type TaskReviewReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST Task/SetArchived: archives or restores a task. */
export const setTaskArchived = (body: SetTaskArchivedInput): Promise<TaskReviewReply> =>
  callContract(SetTaskArchivedContract, { body });
