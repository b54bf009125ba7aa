import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { importsRoutes } from "./imports.routes.ts";

/** The front door of the imports module: imports of locations, assets and work orders. `app.ts` registers it. */
export const importsModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await importsRoutes(app, ctx);
};
