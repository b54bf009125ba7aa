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
import { answerList } from "../../lib/list-query.reply.ts";
import { registerContract } from "../../lib/routes.ts";
import { requireSession } from "../../plugins/auth.ts";
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
  registerContract(app, ctx, GetTicketListContract, async ({ body, request, reply }) =>
    answerList(reply, () => ticketList(ctx, requireSession(request), body)),
  );
  registerContract(app, ctx, GetTicketContract, async ({ query, request }) =>
    ticketDetail(ctx, requireSession(request), query.Id),
  );
  registerContract(app, ctx, CreateTicketContract, async ({ body, request }) =>
    createTicket(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, UpdateTicketContract, async ({ body, request }) =>
    updateTicket(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, CloseTicketContract, async ({ body, request }) =>
    changeTicketState(ctx, requireSession(request), "close", body),
  );
  registerContract(app, ctx, ReopenTicketContract, async ({ body, request }) =>
    changeTicketState(ctx, requireSession(request), "reopen", body),
  );
  registerContract(app, ctx, ConvertTicketContract, async ({ body, request }) =>
    convertTicket(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, GetTicketHistoryContract, async ({ query, request }) =>
    ticketHistory(ctx, requireSession(request), query),
  );
  registerContract(app, ctx, SearchTicketAssigneesContract, async ({ body, request }) =>
    ticketAssignees(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, SearchTicketAssetsContract, async ({ body, request }) =>
    ticketAssets(ctx, requireSession(request), body),
  );
};
