import { GetLocationHistoryContract, type HistoryReply } from "@fieldstead/domain";
import type { HistorySource } from "../../../components/ui/history-list.tsx";
import { callContract } from "../../../lib/http.ts";
import { LOCATIONS_KEY } from "./get-location.ts";

const PAGE_SIZE = 25;

/** POST Location/GetLocationHistory: newest first, a page at a time ('Load more' reads the next). */
export const getLocationHistory = (id: number, before: number | null): Promise<HistoryReply> =>
  callContract(GetLocationHistoryContract, {
    body: { Id: id, PageSize: PAGE_SIZE, ...(before === null ? {} : { Before: before }) },
  });

/** The location's history as the history list reads it, page by page. */
export const locationHistorySource = (id: number): HistorySource => ({
  queryKey: [...LOCATIONS_KEY, "history", id],
  fetchPage: (before) => getLocationHistory(id, before),
});
