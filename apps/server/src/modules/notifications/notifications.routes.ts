import type { FastifyInstance } from "fastify";
import {
  FetchNotificationListingDataContract,
  FetchUnreadNotificationCountContract,
  NotificationDropDownContract,
  UpdateNotificationStatusContract,
  UpdateNotificationStatusV2Contract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { requireSession } from "../../plugins/auth.ts";
import {
  notificationDropDown,
  notificationListing,
  unreadCount,
  updateNotificationStatus,
  updateNotificationStatusV2,
} from "./notifications.service.ts";

/** A person's own notifications: the unread count, the listing, the actions on them and the legacy drop-down. */
export const notificationsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, FetchUnreadNotificationCountContract, async ({ request }) =>
    unreadCount(ctx, requireSession(request)),
  );
  registerContract(app, ctx, FetchNotificationListingDataContract, async ({ body, request }) =>
    notificationListing(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, UpdateNotificationStatusContract, async ({ body, request }) =>
    updateNotificationStatus(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, UpdateNotificationStatusV2Contract, async ({ body, request }) =>
    updateNotificationStatusV2(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, NotificationDropDownContract, async ({ request, reply }) => {
    const html = await notificationDropDown(ctx, requireSession(request));
    return reply.type("text/html; charset=utf-8").send(html);
  });
};
