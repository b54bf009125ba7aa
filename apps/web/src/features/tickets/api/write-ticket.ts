import {
  CloseTicketContract,
  CreateTicketContract,
  ReopenTicketContract,
  UpdateTicketContract,
  type CreateTicketInput,
  type TicketStateChangeInput,
  type TicketWriteReply,
  type UpdateTicketInput,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { TICKETS_KEY } from "./ticket-keys.ts";

/** POST Ticket/CreateTicket: a new open ticket, numbered by the server. */
export const createTicket = (body: CreateTicketInput): Promise<TicketWriteReply> =>
  callContract(CreateTicketContract, { body });

/** POST Ticket/UpdateTicket: 409 unless the ticket is open. */
export const updateTicket = (body: UpdateTicketInput): Promise<TicketWriteReply> =>
  callContract(UpdateTicketContract, { body });

/** POST Ticket/CloseTicket: closes an open ticket, with an optional comment. */
export const closeTicket = (body: TicketStateChangeInput): Promise<TicketWriteReply> =>
  callContract(CloseTicketContract, { body });

/** POST Ticket/ReopenTicket: opens a closed ticket again. */
export const reopenTicket = (body: TicketStateChangeInput): Promise<TicketWriteReply> =>
  callContract(ReopenTicketContract, { body });

export const useCreateTicket = () => useInvalidatingMutation(createTicket, [TICKETS_KEY]);
export const useUpdateTicket = () => useInvalidatingMutation(updateTicket, [TICKETS_KEY]);
export const useCloseTicket = () => useInvalidatingMutation(closeTicket, [TICKETS_KEY]);
export const useReopenTicket = () => useInvalidatingMutation(reopenTicket, [TICKETS_KEY]);
