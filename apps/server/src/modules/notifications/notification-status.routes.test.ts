import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AuditEntityType,
  NotificationAction,
  NotificationKind,
  NotificationListing,
  type NotificationGridItem,
  type NotificationListingReply,
  type UnreadCountReply,
  type UpdateNotificationStatusReply,
} from "@fieldstead/domain";
import { testBackends } from "../../test/test-databases.ts";
import { filterAudience } from "./notification-audience.repository.ts";
import {
  fieldsOf,
  openNotificationsTestKit,
  type NotificationsTestKit,
  type Who,
} from "./notifications.test-kit.ts";

const V1 = "/NotificationEngine/UpdateNotificationStatus";
const V2 = "/NotificationEngine/UpdateNotificationStatusv2";

describe.each(testBackends())("acting on one's own notifications on %s", (backend) => {
  let kit: NotificationsTestKit;
  const ids = { x: 0, y: 0, z: 0, w: 0 };
  const act = (NotificationId: number | string, ActionId: number, who: Who = "tech", extra: object = {}) =>
    kit.call(who, "POST", V1, { NotificationId, ActionId, ...extra });
  const done = (res: ReturnType<typeof act>) => kit.ok<UpdateNotificationStatusReply>(res);
  const items = async (who: Who = "tech", body: object = {}): Promise<NotificationGridItem[]> =>
    (
      await kit.ok<NotificationListingReply>(
        kit.call(who, "POST", "/NotificationEngine/FetchNotificationListingData", body),
      )
    ).NotificationGridData;
  const item = async (id: number) => (await items()).find((n) => n.NotificationGridId === id);
  const unread = async (who: Who) =>
    (
      await kit.ok<UnreadCountReply>(
        kit.call(who, "POST", "/NotificationEngine/FetchUnreadNotificationCount", {}),
      )
    ).UnreadNotifs;
  const audienceOfTask = (subjectId: number) =>
    filterAudience(kit.t.ctx.db, {
      orgId: kit.who.tech.orgId,
      kindId: NotificationKind.WorkOrderStatusChanged,
      subjectType: AuditEntityType.Task,
      subjectId,
      employeeIds: [kit.who.tech.employeeId, kit.who.admin.employeeId],
    });

  beforeAll(async () => {
    kit = await openNotificationsTestKit(backend);
    await kit.clear("tech", "admin");
    const task = { subjectType: AuditEntityType.Task, subjectId: 201 };
    const [x, y, z] = await kit.give("tech", [
      { ...task, bodyText: "X", createdOn: new Date("2026-03-01T10:00:00Z") },
      { ...task, bodyText: "Y", createdOn: new Date("2026-03-02T10:00:00Z") },
      { bodyText: "Z", createdOn: new Date("2026-03-03T10:00:00Z") },
    ]);
    const [w] = await kit.give("admin", [{ bodyText: "W" }]);
    Object.assign(ids, { x: x!.id, y: y!.id, z: z!.id, w: w!.id });
  });
  afterAll(() => kit?.close());

  it("marks one read and unread again, the same way twice, answering the unread count", async () => {
    expect(await done(act(String(ids.x), NotificationAction.Read))).toEqual({
      StatusCode: 0,
      StatusMessage: "Marked as read.",
      UnreadNotifs: 2,
    });
    expect((await done(act(ids.x, NotificationAction.Read))).UnreadNotifs).toBe(2);
    expect((await item(ids.x))?.ActionId).toBe(NotificationAction.Read);
    const back = await done(act(` ${ids.x} `, NotificationAction.UnRead));
    expect(back).toMatchObject({ StatusMessage: "Marked as unread.", UnreadNotifs: 3 });
    expect((await done(act(ids.x, NotificationAction.UnRead))).UnreadNotifs).toBe(3);
  });

  it("turns the favorite mark on and off", async () => {
    expect((await done(act(ids.x, NotificationAction.Favorite))).StatusMessage).toBe("Added to favorites.");
    const favorites = await items("tech", { NotificationListingActionId: NotificationListing.Favorite });
    expect(favorites.map((n) => n.NotificationGridId)).toEqual([ids.x]);
    expect((await done(act(ids.x, NotificationAction.Favorite))).StatusMessage).toBe(
      "Removed from favorites.",
    );
    expect(await items("tech", { NotificationListingActionId: NotificationListing.Favorite })).toEqual([]);
  });

  it("unsubscribes from the record (every notification about it, and future ones) and subscribes again", async () => {
    expect(await audienceOfTask(201)).toEqual(
      [kit.who.admin.employeeId, kit.who.tech.employeeId].sort((a, b) => a - b),
    );
    await done(act(ids.x, NotificationAction.UnSubscribe));
    await done(act(ids.x, NotificationAction.UnSubscribe));
    expect((await item(ids.x))?.IsSubscribed).toBe(false);
    expect((await item(ids.y))?.IsSubscribed).toBe(false);
    expect((await item(ids.z))?.IsSubscribed).toBe(true);
    expect(await audienceOfTask(201)).toEqual([kit.who.admin.employeeId]);
    expect(await audienceOfTask(202)).toContain(kit.who.tech.employeeId);

    await done(act(ids.y, NotificationAction.Subscribe));
    expect((await item(ids.x))?.IsSubscribed).toBe(true);
    expect(await audienceOfTask(201)).toContain(kit.who.tech.employeeId);

    const res = await act(ids.z, NotificationAction.UnSubscribe);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(["NotificationId"]);
  });

  it("answers someone else's notification exactly as an unknown one, whatever the body claims", async () => {
    const other = await act(ids.w, NotificationAction.Read, "tech", {
      EmployeeId: kit.who.admin.employeeId,
      Email: "admin@acme.example",
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ StatusMessage: `Notification ${ids.w} not found` });
    const unknown = await act(999_999_999, NotificationAction.Read);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ StatusMessage: "Notification 999999999 not found" });
    expect((await act(ids.x, NotificationAction.Delete, "globex")).statusCode).toBe(404);
    expect(await unread("admin")).toBe(1);
    expect(await item(ids.x)).toBeDefined();
  });

  it.each([["abc"], ["0"], [-3], ["1.5"], ["99999999999"]])("refuses NotificationId %j", async (value) => {
    const res = await act(value as string, NotificationAction.Read);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(["NotificationId"]);
  });

  it("refuses an unknown action naming ActionId", async () => {
    const res = await act(ids.x, 7);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(["ActionId"]);
  });

  it("deletes one; deleting it again finds nothing", async () => {
    const reply = await done(act(ids.y, NotificationAction.Delete));
    expect(reply).toMatchObject({ StatusCode: 0, StatusMessage: "Notification deleted.", UnreadNotifs: 2 });
    expect(await item(ids.y)).toBeUndefined();
    expect((await act(ids.y, NotificationAction.Delete)).statusCode).toBe(404);
  });

  it("marks all read with id 0 and action 1 (v2), only the caller's, and otherwise acts as v1", async () => {
    const wrong = await kit.call("tech", "POST", V2, {
      NotificationId: 0,
      ActionId: NotificationAction.Delete,
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual(["ActionId"]);
    expect(await unread("tech")).toBe(2);

    const all = await kit.ok<UpdateNotificationStatusReply>(
      kit.call("tech", "POST", V2, { NotificationId: 0, ActionId: NotificationAction.Read }),
    );
    expect(all).toEqual({
      StatusCode: 0,
      StatusMessage: "All notifications marked as read.",
      UnreadNotifs: 0,
    });
    expect((await items()).every((n) => n.ActionId === NotificationAction.Read)).toBe(true);
    expect(await unread("admin")).toBe(1);

    const one = await kit.ok<UpdateNotificationStatusReply>(
      kit.call("tech", "POST", V2, { NotificationId: ids.z, ActionId: NotificationAction.UnRead }),
    );
    expect(one).toMatchObject({ StatusMessage: "Marked as unread.", UnreadNotifs: 1 });
    const other = await kit.call("tech", "POST", V2, {
      NotificationId: ids.w,
      ActionId: NotificationAction.Read,
    });
    expect(other.statusCode).toBe(404);
    expect((await kit.call(null, "POST", V2, { NotificationId: 0, ActionId: 1 })).statusCode).toBe(401);
  });
});
