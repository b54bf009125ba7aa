import { useQuery } from "@tanstack/react-query";
import { GetTaskSharesContract, type TaskShareRow } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { TASKS_KEY } from "../../api/task-keys.ts";

/** GET Task/GetTaskShares: who a task is shared with, by whom and when. */
export const getTaskShares = (id: number): Promise<TaskShareRow[]> =>
  callContract(GetTaskSharesContract, { query: { Id: id }, isSilent: true });

export const useTaskShares = (id: number, isEnabled = true) =>
  useQuery({
    queryKey: [...TASKS_KEY, "shares", id] as const,
    queryFn: () => getTaskShares(id),
    enabled: isEnabled,
  });
