import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { authRoutes } from "./auth.routes.ts";

/** The front door of the auth module: sign-in, sessions and password resets. `app.ts` registers it. */
export const authModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await authRoutes(app, ctx);
};
