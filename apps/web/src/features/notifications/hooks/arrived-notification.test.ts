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

  it("replaces a known one where it is: a request since decided reads as done, and the count drops", () => {
    const asked = notification({ NotificationGridId: 5, LabelText: "Move Request,Awaiting Approval" });
    const decided = { ...asked, ActionId: NotificationAction.Read, LabelText: "Move Request,Approved" };
    const next = withArrivedNotification(listingReply([NEW, asked, OLD]), {
      Notification: decided,
      UnreadNotifs: 1,
    });
    expect(next.NotificationGridData.map((n) => [n.NotificationGridId, n.ActionId, n.LabelText])).toEqual([
      [8, NEW.ActionId, "Work Order,Shared"],
      [5, NotificationAction.Read, "Move Request,Approved"],
      [7, NotificationAction.Read, "Lease"],
    ]);
    expect(next.UnReadCount).toBe(1);
    expect(next.TotalCount).toBe(3);
  });

  it("keeps a full page at its size", () => {
    const page = listingReply([OLD, notification({ NotificationGridId: 6 })], { PageSize: 2, TotalCount: 9 });
    const next = withArrivedNotification(page, { Notification: NEW, UnreadNotifs: 3 });
    expect(next.NotificationGridData.map((n) => n.NotificationGridId)).toEqual([8, 7]);
    expect(next.TotalCount).toBe(10);
  });
});
