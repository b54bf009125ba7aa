import { GetProjectHistoryContract, type HistoryReply } from "@fieldstead/domain";
import type { HistorySource } from "../../../components/ui/history-list.tsx";
import { callContract } from "../../../lib/http.ts";
import { PROJECTS_KEY } from "./project-keys.ts";

const PAGE_SIZE = 20;

/** GET Project/GetProjectHistory: a project's history, newest first; `Before` reads the next page. */
export const getProjectHistory = (id: number, before: number | null): Promise<HistoryReply> =>
  callContract(GetProjectHistoryContract, {
    query: { Id: id, PageSize: PAGE_SIZE, ...(before ? { Before: before } : {}) },
  });

export const projectHistorySource = (id: number): HistorySource => ({
  queryKey: [...PROJECTS_KEY, "history", id],
  fetchPage: (before) => getProjectHistory(id, before),
});
