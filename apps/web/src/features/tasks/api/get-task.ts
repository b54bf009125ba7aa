import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetTaskContract, type TaskDetail } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { TASKS_KEY } from "./task-keys.ts";

/** GET Task/GetTask: one task in full, with the status moves the caller's role may make now. */
export const getTask = (id: number): Promise<TaskDetail> =>
  callContract(GetTaskContract, { query: { Id: id } });

export const taskQuery = (id: number) =>
  queryOptions({ queryKey: [...TASKS_KEY, "detail", id] as const, queryFn: () => getTask(id) });

export const useTaskDetail = (id: number | null) => useQuery({ ...taskQuery(id ?? 0), enabled: id !== null });
