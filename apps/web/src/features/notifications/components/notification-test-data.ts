import {
  NotificationAction,
  type NotificationGridItem,
  type NotificationListingReply,
} from "@fieldstead/domain";

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A notification as the lists carry it: unread work-order news from an hour before 2026-03-02 17:00 UTC. */
export const notification = (patch: Partial<NotificationGridItem> = {}): NotificationGridItem => ({
  NotificationGridId: 41,
  ActionId: NotificationAction.UnRead,
  LabelText: "Work Order,Assigned",
  CompleteUrl: "/TaskOperations/details/42",
  BodyText: "<p>Work order <b>WO-0042</b> – Replace filter was assigned to you.</p>",
  CreatedOn: "2026-03-02T16:00:00.000Z",
  IsFavorite: false,
  IsSubscribed: true,
  ...patch,
});

export const listingReply = (
  items: NotificationGridItem[],
  patch: Partial<NotificationListingReply> = {},
): NotificationListingReply => ({
  NotificationGridData: items,
  UnReadCount: items.filter((n) => n.ActionId === NotificationAction.UnRead).length,
  TotalCount: items.length,
  PageNumber: 1,
  PageSize: 20,
  Labels: [...new Set(items.flatMap((n) => n.LabelText.split(",")))].sort(),
  ...patch,
});
