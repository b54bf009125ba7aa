import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { ticketsRoutes } from "./tickets.routes.ts";

/** The front door of the tickets module: tickets. `app.ts` registers it. */
export const ticketsModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await ticketsRoutes(app, ctx);
};
