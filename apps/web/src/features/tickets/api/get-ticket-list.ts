import { GetTicketListContract } from "@fieldstead/domain";
import { listPageCall } from "../../../lib/http.ts";

/** POST Ticket/GetTicketList: one page of the organisation's tickets, for the grid. */
export const getTicketList = listPageCall(GetTicketListContract);
