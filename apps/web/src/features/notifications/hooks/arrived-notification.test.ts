import { describe, expect, it } from "vitest";
import { NotificationAction } from "@fieldstead/domain";
import { listingReply, notification } from "../components/notification-test-data.ts";
import { withArrivedNotification } from "./arrived-notification.ts";

const OLD = notification({ NotificationGridId: 7, ActionId: NotificationAction.Read, LabelText: "Lease" });
const NEW = notification({ NotificationGridId: 8, LabelText: "Work Order,Shared" });

describe("a notification arriving over the hub", () => {
  it("goes to the top of the list, with the unread count and total from the message", () => {
    const next = withArrivedNotification(listingReply([OLD]), { Notification: NEW, UnreadNotifs: 5 });
    expect(next.NotificationGridData.map((n) => n.NotificationGridId)).toEqual([8, 7]);
    expect(next.UnReadCount).toBe(5);
    expect(next.TotalCount).toBe(2);
    expect(next.Labels).toEqual(["Lease", "Shared", "Work Order"]);
  });

  it("is listed once when the list already had it", () => {
    const next = withArrivedNotification(listingReply([NEW, OLD]), { Notification: NEW, UnreadNotifs: 1 });
    expect(next.NotificationGridData.map((n) => n.NotificationGridId)).toEqual([8, 7]);
    expect(next.TotalCount).toBe(2);
  });

  it("keeps a full page at its size", () => {
    const page = listingReply([OLD, notification({ NotificationGridId: 6 })], { PageSize: 2, TotalCount: 9 });
    const next = withArrivedNotification(page, { Notification: NEW, UnreadNotifs: 3 });
    expect(next.NotificationGridData.map((n) => n.NotificationGridId)).toEqual([8, 7]);
    expect(next.TotalCount).toBe(10);
  });
});
