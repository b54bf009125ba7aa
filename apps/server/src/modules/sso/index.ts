import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { ssoRoutes } from "./sso.routes.ts";

/** The front door of the sso module: single sign-on hand-offs to the help and helpdesk services. `app.ts` registers it. */
export const ssoModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await ssoRoutes(app, ctx);
};
