import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetTaskLinksContract, type TaskLinks } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { TASKS_KEY } from "../../api/task-keys.ts";

/** GET Task/GetTaskLinks: the work orders linked with a task (either way round) and its linked assets. */
export const getTaskLinks = (id: number): Promise<TaskLinks> =>
  callContract(GetTaskLinksContract, { query: { Id: id }, isSilent: true });

export const taskLinksQuery = (id: number) =>
  queryOptions({ queryKey: [...TASKS_KEY, "links", id] as const, queryFn: () => getTaskLinks(id) });

export const useTaskLinks = (id: number) => useQuery(taskLinksQuery(id));
