import type { MessageReceivedPayload, NotificationListingReply } from "@fieldstead/domain";

/**
 * A list after a notification arrived over the hub: a new one first, the page no longer than before; one the
 * list already has is replaced where it is; and the user's unread count from the message.
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
  // A known one was changed (a request since decided reads as done): it keeps its place.
  const listed = isKnown
    ? reply.NotificationGridData.map((n) =>
        n.NotificationGridId === Notification.NotificationGridId ? Notification : n,
      )
    : [Notification, ...others].slice(0, Math.max(reply.PageSize, 1));
  return {
    ...reply,
    NotificationGridData: listed,
    UnReadCount: UnreadNotifs,
    TotalCount: isKnown ? reply.TotalCount : reply.TotalCount + 1,
    Labels:
      labels.length > 0 ? [...reply.Labels, ...labels].sort((a, b) => a.localeCompare(b)) : reply.Labels,
  };
};
