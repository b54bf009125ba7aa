import type { MessageReceivedPayload, NotificationListingReply } from "@fieldstead/domain";

/**
 * A list after a notification arrived over the hub: the new one first (once, even if the list already had
 * it), the page no longer than before, and the user's unread count from the message.
 */
export const withArrivedNotification = (
  reply: NotificationListingReply,
  { Notification, UnreadNotifs }: MessageReceivedPayload,
): NotificationListingReply => {
  const isKnown = reply.NotificationGridData.some(
    (n) => n.NotificationGridId === Notification.NotificationGridId,
  );
  const others = reply.NotificationGridData.filter(
    (n) => n.NotificationGridId !== Notification.NotificationGridId,
  );
  const labels = Notification.LabelText.split(",")
    .map((label) => label.trim())
    .filter((label) => label !== "" && !reply.Labels.includes(label));
  return {
    ...reply,
    NotificationGridData: [Notification, ...others].slice(0, Math.max(reply.PageSize, 1)),
    UnReadCount: UnreadNotifs,
    TotalCount: isKnown ? reply.TotalCount : reply.TotalCount + 1,
    Labels:
      labels.length > 0 ? [...reply.Labels, ...labels].sort((a, b) => a.localeCompare(b)) : reply.Labels,
  };
};
