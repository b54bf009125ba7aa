import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { shellRoutes } from "./shell.routes.ts";

/** The front door of the shell module: what the shell around every page reads: configuration, formats, terms. `app.ts` registers it. */
export const shellModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await shellRoutes(app, ctx);
};
