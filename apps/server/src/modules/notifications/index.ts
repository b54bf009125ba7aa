import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { notificationsRoutes } from "./notifications.routes.ts";
import { notificationSettingsRoutes } from "./notification-settings.routes.ts";

/** The front door of the notifications module: notifications and their settings. `app.ts` registers it. */
export const notificationsModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await notificationsRoutes(app, ctx);
  await notificationSettingsRoutes(app, ctx);
};
