import { useQuery } from "@tanstack/react-query";
import { GetTaskTimelineContract, type TaskTimeline } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { TASKS_KEY } from "../../api/task-keys.ts";

/** GET Task/GetTaskTimeline: the statuses a task went through, from when to when, with its dates. */
export const getTaskTimeline = (id: number): Promise<TaskTimeline> =>
  callContract(GetTaskTimelineContract, { query: { Id: id }, isSilent: true });

export const useTaskTimeline = (id: number) =>
  useQuery({ queryKey: [...TASKS_KEY, "timeline", id] as const, queryFn: () => getTaskTimeline(id) });
