import { useEffect } from "react";
import { hashKey, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { NotificationListingReply, UnreadCountReply } from "@fieldstead/domain";
import { isHubConnected } from "../../../lib/hub/hub-client.ts";
import { useHubConnect, useHubEvent } from "../../../lib/hub/use-hub.ts";
import { useSession } from "../../auth/index.ts";
import {
  listingKey,
  NOTIFICATION_LISTINGS_KEY,
  PANEL_FILTERS,
  unreadCountKey,
} from "../api/notification-keys.ts";
import { withArrivedNotification } from "./arrived-notification.ts";

const readAgain = (client: QueryClient, employeeId: number | undefined) => {
  void client.invalidateQueries({ queryKey: unreadCountKey(employeeId) });
  void client.invalidateQueries({ queryKey: NOTIFICATION_LISTINGS_KEY });
};

/**
 * After every hub connect and reconnect the unread count and the lists on screen are read again, so what
 * arrived while the tab was not connected is not missed. MessageReceived: the bell's count becomes the
 * message's UnreadNotifs, the panel shows the new notification at the top without a reload, and the
 * Notifications page reads its page again.
 */
export const useNotificationLiveUpdates = (): void => {
  const client = useQueryClient();
  const { user } = useSession();
  const employeeId = user?.EmployeeId;
  useHubConnect(() => readAgain(client, employeeId));
  // Connected before this loaded: a message may have come in meanwhile.
  useEffect(() => {
    if (isHubConnected()) readAgain(client, employeeId);
  }, [client, employeeId]);
  useHubEvent("MessageReceived", (payload) => {
    client.setQueryData<UnreadCountReply>(unreadCountKey(employeeId), { UnreadNotifs: payload.UnreadNotifs });
    const panelKey = listingKey(employeeId, PANEL_FILTERS);
    client.setQueryData<NotificationListingReply>(panelKey, (reply) =>
      reply ? withArrivedNotification(reply, payload) : reply,
    );
    const panelHash = hashKey(panelKey);
    void client.invalidateQueries({
      queryKey: NOTIFICATION_LISTINGS_KEY,
      predicate: (query) => query.queryHash !== panelHash,
    });
  });
};
