import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetTicketContract, type TicketDetail } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { TICKETS_KEY } from "./ticket-keys.ts";

/** GET Ticket/GetTicket: one ticket with its place, asset, reporter and work order. */
export const getTicket = (id: number): Promise<TicketDetail> =>
  callContract(GetTicketContract, { query: { Id: id } });

export const ticketQuery = (id: number) =>
  queryOptions({ queryKey: [...TICKETS_KEY, "detail", id] as const, queryFn: () => getTicket(id) });

export const useTicket = (id: number | null) => useQuery({ ...ticketQuery(id ?? 0), enabled: id !== null });
