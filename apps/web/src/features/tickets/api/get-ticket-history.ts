import { GetTicketHistoryContract, type HistoryReply } from "@fieldstead/domain";
import type { HistorySource } from "../../../components/ui/history-list.tsx";
import { callContract } from "../../../lib/http.ts";
import { TICKETS_KEY } from "./ticket-keys.ts";

const PAGE_SIZE = 20;

/** GET Ticket/GetTicketHistory: a ticket's history, newest first; `Before` reads the next page. */
export const getTicketHistory = (id: number, before: number | null): Promise<HistoryReply> =>
  callContract(GetTicketHistoryContract, {
    query: { Id: id, PageSize: PAGE_SIZE, ...(before ? { Before: before } : {}) },
  });

export const ticketHistorySource = (id: number): HistorySource => ({
  queryKey: [...TICKETS_KEY, "history", id],
  fetchPage: (before) => getTicketHistory(id, before),
});
