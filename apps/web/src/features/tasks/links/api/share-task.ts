import { ShareTaskContract, type ShareTaskInput, type ShareTaskReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { TASKS_KEY } from "../../api/task-keys.ts";

/** POST Task/ShareTask: shares a task with colleagues (those who have it already are left as they are). */
export const shareTask = (body: ShareTaskInput): Promise<ShareTaskReply> =>
  callContract(ShareTaskContract, { body });

export const useShareTask = () => useInvalidatingMutation(shareTask, [TASKS_KEY]);
