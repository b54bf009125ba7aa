import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { locationsRoutes } from "./locations.routes.ts";

/** The front door of the locations module: locations, sites and their links. `app.ts` registers it. */
export const locationsModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await locationsRoutes(app, ctx);
};
