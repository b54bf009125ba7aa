import { useQuery } from "@tanstack/react-query";
import { GetTaskHierarchyContract, type TaskHierarchy } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { TASKS_KEY } from "../../api/task-keys.ts";

/** GET Task/GetTaskHierarchy: a task's parents up to the top and its direct sub-tasks. */
export const getTaskHierarchy = (id: number): Promise<TaskHierarchy> =>
  callContract(GetTaskHierarchyContract, { query: { Id: id }, isSilent: true });

export const useTaskHierarchy = (id: number) =>
  useQuery({ queryKey: [...TASKS_KEY, "hierarchy", id] as const, queryFn: () => getTaskHierarchy(id) });
