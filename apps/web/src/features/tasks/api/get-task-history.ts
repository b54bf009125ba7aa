import { GetTaskHistoryContract, type TaskHistoryEntry } from "@fieldstead/domain";
import type { HistorySource } from "../../../components/ui/history-list.tsx";
import { callContract } from "../../../lib/http.ts";
import { TASKS_KEY } from "./task-keys.ts";

/** GET Task/GetTaskHistory: who changed what on a task, and when, newest first. */
export const getTaskHistory = (id: number): Promise<TaskHistoryEntry[]> =>
  callContract(GetTaskHistoryContract, { query: { Id: id } });

/** The task's history as the history list reads it: the call answers every entry at once, so one page. */
export const taskHistorySource = (id: number): HistorySource => ({
  queryKey: [...TASKS_KEY, "history", id],
  fetchPage: async () => ({
    Entries: (await getTaskHistory(id)).map((entry) => ({
      ...entry,
      EmployeeName: entry.ActorName ?? "—",
    })),
    NextBefore: null,
  }),
});
