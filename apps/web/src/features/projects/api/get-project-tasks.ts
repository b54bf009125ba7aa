import { GetTaskListContract } from "@fieldstead/domain";
import { listPageCall } from "../../../lib/http.ts";

/** POST Task/GetTaskList with the project's id: the one task list, narrowed to a project's tasks. */
export const getProjectTasks = listPageCall(GetTaskListContract);
