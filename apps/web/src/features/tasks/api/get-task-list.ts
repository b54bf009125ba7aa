import { GetTaskListContract } from "@fieldstead/domain";
import { listPageCall } from "../../../lib/http.ts";

/** POST Task/GetTaskList: one page of the organisation's tasks and work orders, for the grid. */
export const getTaskList = listPageCall(GetTaskListContract);
