import {
  CreateTaskContract,
  DeleteTaskContract,
  UpdateTaskContract,
  type CreateTaskInput,
  type DeleteTaskInput,
  type TaskDeleteReply,
  type TaskWriteReply,
  type UpdateTaskInput,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { TASKS_KEY } from "./task-keys.ts";

/** POST Task/CreateTask: a new work order, numbered by the server; 400 names a bad field, 403 a field not ours. */
export const createTask = (body: CreateTaskInput): Promise<TaskWriteReply> =>
  callContract(CreateTaskContract, { body });

/** POST Task/UpdateTask: the fields sent change, the others keep their values. */
export const updateTask = (body: UpdateTaskInput): Promise<TaskWriteReply> =>
  callContract(UpdateTaskContract, { body });

/** POST Task/DeleteTask: refused (409) for a locked task. */
export const deleteTask = (body: DeleteTaskInput): Promise<TaskDeleteReply> =>
  callContract(DeleteTaskContract, { body });

export const useCreateTask = () => useInvalidatingMutation(createTask, [TASKS_KEY]);
export const useUpdateTask = () => useInvalidatingMutation(updateTask, [TASKS_KEY]);
export const useDeleteTask = () => useInvalidatingMutation(deleteTask, [TASKS_KEY]);
