import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { logsRoutes } from "./logs.routes.ts";

/** The front door of the logs module: the client and error logs. `app.ts` registers it. */
export const logsModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await logsRoutes(app, ctx);
};
