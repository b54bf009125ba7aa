import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { employeesRoutes } from "./employees.routes.ts";
import { profileRoutes } from "./profile.routes.ts";
import { userAdminRoutes } from "./user-admin.routes.ts";

/** The front door of the employees module: employees: the directory, the signed-in user's profile and user administration. `app.ts` registers it. */
export const employeesModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await employeesRoutes(app, ctx);
  await profileRoutes(app, ctx);
  await userAdminRoutes(app, ctx);
};
