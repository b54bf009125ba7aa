import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { searchRoutes } from "./search.routes.ts";

/** The front door of the search module: the global search. `app.ts` registers it. */
export const searchModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await searchRoutes(app, ctx);
};
