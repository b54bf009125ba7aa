import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { helpRoutes } from "./help.routes.ts";

/** The front door of the help module: the help centre's articles. `app.ts` registers it. */
export const helpModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await helpRoutes(app, ctx);
};
