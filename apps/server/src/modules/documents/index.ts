import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { documentsRoutes } from "./documents.routes.ts";

/** The front door of the documents module: galleries and the document library. `app.ts` registers it. */
export const documentsModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await documentsRoutes(app, ctx);
};
