import { useCallback } from "react";
import { useNavigate } from "react-router";
import { NotificationAction, type NotificationGridItem } from "@fieldstead/domain";
import { useUpdateNotificationStatus } from "../api/update-notification-status.ts";
import { notificationAddress } from "./notification-address.ts";

/**
 * Opening a notification: an unread one is marked read (UpdateNotificationStatus with its id and ActionId 1),
 * then its CompleteUrl opens — a page of the app through the router, another site in a new tab.
 */
export const useOpenNotification = () => {
  const navigate = useNavigate();
  const update = useUpdateNotificationStatus();
  const { mutate } = update;
  return useCallback(
    (item: NotificationGridItem, href: string | null = item.CompleteUrl) => {
      if (item.ActionId === NotificationAction.UnRead)
        mutate({ notificationId: item.NotificationGridId, actionId: NotificationAction.Read });
      const address = notificationAddress(href, window.location.origin);
      if (address?.kind === "app") void navigate(address.to);
      else if (address?.kind === "external") window.open(address.href, "_blank", "noopener");
    },
    [mutate, navigate],
  );
};
