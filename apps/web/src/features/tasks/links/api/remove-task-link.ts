import { RemoveTaskLinkContract, type RemoveTaskLinkInput, type StatusReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { TASKS_KEY } from "../../api/task-keys.ts";

/** POST Task/RemoveTaskLink: removes a link, from whichever end it was made. */
export const removeTaskLink = (body: RemoveTaskLinkInput): Promise<StatusReply> =>
  callContract(RemoveTaskLinkContract, { body });

export const useRemoveTaskLink = () => useInvalidatingMutation(removeTaskLink, [TASKS_KEY]);
