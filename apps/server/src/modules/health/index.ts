import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { healthRoutes } from "./health.routes.ts";

/** The front door of the health module: the health check load balancers ask. `app.ts` registers it. */
export const healthModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await healthRoutes(app, ctx);
};
