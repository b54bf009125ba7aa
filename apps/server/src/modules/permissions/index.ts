import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { permissionsRoutes } from "./permissions.routes.ts";

/** The front door of the permissions module: roles, their module rights and the menu they open. `app.ts` registers it. */
export const permissionsModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await permissionsRoutes(app, ctx);
};
