import { ConvertTicketContract, type ConvertTicketInput, type ConvertTicketReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { TICKETS_KEY } from "./ticket-keys.ts";

/** The task list's reads: a new work order shows in them. */
const TASKS_KEY = ["tasks"] as const;

/** POST Ticket/ConvertToWorkOrder: the work order made from an open ticket (409 when it is not open). */
export const convertTicket = (body: ConvertTicketInput): Promise<ConvertTicketReply> =>
  callContract(ConvertTicketContract, { body });

export const useConvertTicket = () => useInvalidatingMutation(convertTicket, [TICKETS_KEY, TASKS_KEY]);
