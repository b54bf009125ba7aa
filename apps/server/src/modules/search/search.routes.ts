import type { FastifyInstance, FastifyReply } from "fastify";
import {
  DeleteGridFilterContract,
  GetGridFiltersContract,
  GetSearchFiltersContract,
  PersistGridFiltersContract,
  PersistJSONSearchFiltersContract,
  ResultCode,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { sendError } from "../../plugins/error-handler.ts";
import {
  gridFiltersOf,
  persistGridFilters,
  persistSearchFilters,
  removeGridFilter,
  searchFiltersOf,
  type Outcome,
} from "./search.service.ts";

const answer = <T>(reply: FastifyReply, outcome: Outcome<T>) =>
  outcome.ok
    ? outcome.reply
    : sendError(reply, 400, {
        StatusCode: ResultCode.InvalidRequest,
        StatusMessage: `Invalid request: ${outcome.field}: ${outcome.message}`,
        error: "INVALID_REQUEST",
        fields: [{ field: outcome.field, message: outcome.message }],
      });

/** Saved grid states and saved searches, each the caller's own (portal-platform §7.3). */
export const searchRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, PersistGridFiltersContract, async ({ body, session, reply }) =>
    answer(reply, await persistGridFilters(ctx, session, body)),
  );
  registerContract(app, ctx, GetGridFiltersContract, async ({ body, session }) =>
    gridFiltersOf(ctx, session, body),
  );
  registerContract(app, ctx, DeleteGridFilterContract, async ({ body, session }) =>
    removeGridFilter(ctx, session, body),
  );
  registerContract(app, ctx, PersistJSONSearchFiltersContract, async ({ body, session, reply }) =>
    answer(reply, await persistSearchFilters(ctx, session, body)),
  );
  registerContract(app, ctx, GetSearchFiltersContract, async ({ body, session }) =>
    searchFiltersOf(ctx, session, body),
  );
};
