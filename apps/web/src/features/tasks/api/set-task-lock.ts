import { SetTaskLockContract, type SetTaskLockInput, type TaskReviewReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST Task/SetLock: locks or unlocks a task. */
export const setTaskLock = (body: SetTaskLockInput): Promise<TaskReviewReply> =>
  callContract(SetTaskLockContract, { body });
