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
import {
  notificationDropDown,
  notificationListing,
  unreadCount,
  updateNotificationStatus,
  updateNotificationStatusV2,
} from "./notifications.service.ts";

/** A person's own notifications: the unread count, the listing, the actions on them and the legacy drop-down. */
export const notificationsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, FetchUnreadNotificationCountContract, async ({ session }) =>
    unreadCount(ctx, session),
  );
  registerContract(app, ctx, FetchNotificationListingDataContract, async ({ body, session }) =>
    notificationListing(ctx, session, body),
  );
  registerContract(app, ctx, UpdateNotificationStatusContract, async ({ body, session }) =>
    updateNotificationStatus(ctx, session, body),
  );
  registerContract(app, ctx, UpdateNotificationStatusV2Contract, async ({ body, session }) =>
    updateNotificationStatusV2(ctx, session, body),
  );
  registerContract(app, ctx, NotificationDropDownContract, async ({ session, reply }) => {
    const html = await notificationDropDown(ctx, session);
    return reply.type("text/html; charset=utf-8").send(html);
  });
};
