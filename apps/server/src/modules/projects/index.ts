import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { projectsRoutes } from "./projects.routes.ts";

/** The front door of the projects module: projects and their plans. `app.ts` registers it. */
export const projectsModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await projectsRoutes(app, ctx);
};
