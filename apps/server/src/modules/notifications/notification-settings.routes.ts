import type { FastifyInstance } from "fastify";
import {
  GetNotificationConfigurationGridContract,
  GetNotificationModulesContract,
  GetUserNotificationPreferenceContract,
  PersistNotificationResponseContract,
  PersistUserNotificationPreferenceContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import {
  notificationConfiguration,
  notificationModules,
  persistNotificationConfiguration,
  persistUserNotificationPreferences,
  userNotificationPreferences,
} from "./notification-settings.service.ts";

/** The organisation's notification configuration (by role) and each person's own preferences. */
export const notificationSettingsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetNotificationModulesContract, async () => notificationModules());
  registerContract(app, ctx, GetNotificationConfigurationGridContract, async ({ body, session }) =>
    notificationConfiguration(ctx, session, body.Category),
  );
  registerContract(app, ctx, PersistNotificationResponseContract, async ({ body, session }) =>
    persistNotificationConfiguration(ctx, session, body),
  );
  registerContract(app, ctx, GetUserNotificationPreferenceContract, async ({ session }) =>
    userNotificationPreferences(ctx, session),
  );
  registerContract(app, ctx, PersistUserNotificationPreferenceContract, async ({ body, session }) =>
    persistUserNotificationPreferences(ctx, session, body),
  );
};
