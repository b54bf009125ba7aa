import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { formsRoutes } from "./forms.routes.ts";

/**
 * The front door of the forms module: the Form Builder's store of form definitions, their drafts, approved
 * versions and life-cycle history.
 */
export const formsModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await formsRoutes(app, ctx);
};
