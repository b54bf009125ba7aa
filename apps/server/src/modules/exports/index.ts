import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { exportsRoutes } from "./exports.routes.ts";

/** The front door of the exports module: exports and the Download Center. `app.ts` registers it. */
export const exportsModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await exportsRoutes(app, ctx);
};
