import { AddTaskLinkContract, type AddTaskLinkInput, type TaskLinkReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { TASKS_KEY } from "../../api/task-keys.ts";

/** POST Task/AddTaskLink: links a task to a work order or an asset (409 when they are linked already). */
export const addTaskLink = (body: AddTaskLinkInput): Promise<TaskLinkReply> =>
  callContract(AddTaskLinkContract, { body });

/** Both linked work orders' links and histories change: every task read is refreshed. */
export const useAddTaskLink = () => useInvalidatingMutation(addTaskLink, [TASKS_KEY]);
