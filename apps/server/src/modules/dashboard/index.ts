import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { dashboardRoutes } from "./dashboard.routes.ts";

/** The front door of the dashboard module: the home dashboard's figures. `app.ts` registers it. */
export const dashboardModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await dashboardRoutes(app, ctx);
};
