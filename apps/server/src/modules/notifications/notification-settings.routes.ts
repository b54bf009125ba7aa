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
import { requireSession } from "../../plugins/auth.ts";
import {
  notificationConfiguration,
  notificationModules,
  persistNotificationConfiguration,
  persistUserNotificationPreferences,
  userNotificationPreferences,
} from "./notification-settings.service.ts";

/** The organisation's notification configuration (by role) and each person's own preferences. */
export const notificationSettingsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetNotificationModulesContract, async ({ request }) => {
    requireSession(request);
    return notificationModules();
  });
  registerContract(app, ctx, GetNotificationConfigurationGridContract, async ({ body, request }) =>
    notificationConfiguration(ctx, requireSession(request), body.Category),
  );
  registerContract(app, ctx, PersistNotificationResponseContract, async ({ body, request }) =>
    persistNotificationConfiguration(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, GetUserNotificationPreferenceContract, async ({ request }) =>
    userNotificationPreferences(ctx, requireSession(request)),
  );
  registerContract(app, ctx, PersistUserNotificationPreferenceContract, async ({ body, request }) =>
    persistUserNotificationPreferences(ctx, requireSession(request), body),
  );
};
