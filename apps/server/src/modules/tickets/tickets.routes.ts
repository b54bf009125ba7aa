import type { FastifyInstance } from "fastify";
import {
  CloseTicketContract,
  ConvertTicketContract,
  CreateTicketContract,
  GetTicketContract,
  GetTicketHistoryContract,
  GetTicketListContract,
  ReopenTicketContract,
  SearchTicketAssetsContract,
  SearchTicketAssigneesContract,
  UpdateTicketContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { convertTicket } from "./ticket-convert.service.ts";
import {
  changeTicketState,
  createTicket,
  ticketAssets,
  ticketAssignees,
  ticketDetail,
  ticketHistory,
  ticketList,
  updateTicket,
} from "./tickets.service.ts";

/** Tickets: the list, one ticket, report, edit, close, reopen, turn into a work order, and its history. */
export const ticketsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetTicketListContract, async ({ body, session }) =>
    ticketList(ctx, session, body),
  );
  registerContract(app, ctx, GetTicketContract, async ({ query, session }) =>
    ticketDetail(ctx, session, query.Id),
  );
  registerContract(app, ctx, CreateTicketContract, async ({ body, session }) =>
    createTicket(ctx, session, body),
  );
  registerContract(app, ctx, UpdateTicketContract, async ({ body, session }) =>
    updateTicket(ctx, session, body),
  );
  registerContract(app, ctx, CloseTicketContract, async ({ body, session }) =>
    changeTicketState(ctx, session, "close", body),
  );
  registerContract(app, ctx, ReopenTicketContract, async ({ body, session }) =>
    changeTicketState(ctx, session, "reopen", body),
  );
  registerContract(app, ctx, ConvertTicketContract, async ({ body, session }) =>
    convertTicket(ctx, session, body),
  );
  registerContract(app, ctx, GetTicketHistoryContract, async ({ query, session }) =>
    ticketHistory(ctx, session, query),
  );
  registerContract(app, ctx, SearchTicketAssigneesContract, async ({ body, session }) =>
    ticketAssignees(ctx, session, body),
  );
  registerContract(app, ctx, SearchTicketAssetsContract, async ({ body, session }) =>
    ticketAssets(ctx, session, body),
  );
};
