import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  AuditEntityType,
  NotificationAction,
  NotificationListing,
  type NotificationListingReply,
  type UnreadCountReply,
} from "@fieldstead/domain";
import { notifications } from "../../db/schema/index.ts";
import { testBackends } from "../../test/test-databases.ts";
import { fieldsOf, openNotificationsTestKit, type NotificationsTestKit } from "./notifications.test-kit.ts";

const LIST = "/NotificationEngine/FetchNotificationListingData";

describe.each(testBackends())("listing one's own notifications on %s", (backend) => {
  let kit: NotificationsTestKit;
  const ids: Record<"a" | "b" | "c" | "d" | "e", number> = { a: 0, b: 0, c: 0, d: 0, e: 0 };
  const list = (body: object = {}, who: "tech" | "admin" | "globex" = "tech") =>
    kit.ok<NotificationListingReply>(kit.call(who, "POST", LIST, body));
  const listed = async (body: object) =>
    (await list(body)).NotificationGridData.map((n) => n.NotificationGridId);

  beforeAll(async () => {
    kit = await openNotificationsTestKit(backend);
    await kit.clear("tech", "admin", "viewer");
    const task = { subjectType: AuditEntityType.Task };
    const [a, b, c, d, e] = await kit.give("tech", [
      {
        ...task,
        subjectId: 101,
        labelText: "Work Order,Assigned",
        bodyText:
          '<p>Work order <b>WO-1</b> is yours<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
        completeUrl: "/TaskOperations/details/1",
        createdOn: new Date("2026-03-10T18:00:00Z"),
      },
      {
        ...task,
        subjectId: 101,
        labelText: "Work Order,Status Changed",
        bodyText: "WO-2 is 100% done",
        // 23:59 on March 10 in Denver (daylight time, UTC-6).
        createdOn: new Date("2026-03-11T05:59:00Z"),
      },
      {
        ...task,
        subjectId: 102,
        labelText: "Work Order , Assigned",
        bodyText: "WO-3 assigned",
        createdOn: new Date("2026-03-11T06:00:00Z"),
      },
      {
        labelText: "Lease,Payment Due",
        bodyText: 'Rent 5_000 &amp; fees for <i>Main St</i> <a href="/leases/9">see lease</a>',
        actionId: NotificationAction.Read,
        createdOn: new Date("2026-03-12T15:00:00Z"),
      },
      {
        labelText: "Ticket",
        bodyText: "Ticket 50000 closed at École Nord",
        actionId: NotificationAction.Read,
        createdOn: new Date("2026-03-01T15:00:00Z"),
      },
    ]);
    Object.assign(ids, { a: a!.id, b: b!.id, c: c!.id, d: d!.id, e: e!.id });
    await kit.t.ctx.db.update(notifications).set({ isFavorite: true }).where(eq(notifications.id, ids.e));
    await kit.give("admin", [{ labelText: "Role", bodyText: "Admin's own" }]);
  });
  afterAll(() => kit?.close());

  it("lists the caller's notifications newest first, sanitised, with counts and labels", async () => {
    const reply = await list({ EmployeeId: kit.who.admin.employeeId, Email: "admin@acme.example" });
    expect(reply.NotificationGridData.map((n) => n.NotificationGridId)).toEqual([
      ids.d,
      ids.c,
      ids.b,
      ids.a,
      ids.e,
    ]);
    expect(reply).toMatchObject({ UnReadCount: 3, TotalCount: 5, PageNumber: 1, PageSize: 20 });
    expect(reply.Labels).toEqual([
      "Assigned",
      "Lease",
      "Payment Due",
      "Status Changed",
      "Ticket",
      "Work Order",
    ]);
    const first = reply.NotificationGridData.find((n) => n.NotificationGridId === ids.a)!;
    expect(first).toMatchObject({
      ActionId: NotificationAction.UnRead,
      LabelText: "Work Order,Assigned",
      CompleteUrl: "/TaskOperations/details/1",
      BodyText: "<p>Work order <b>WO-1</b> is yours</p>",
      CreatedOn: "2026-03-10T18:00:00.000Z",
      IsFavorite: false,
      IsSubscribed: true,
    });
    // Labels are kept tidy: "Work Order , Assigned" was written as "Work Order,Assigned".
    const third = reply.NotificationGridData.find((n) => n.NotificationGridId === ids.c)!;
    expect(third.LabelText).toBe("Work Order,Assigned");
    const admin = await list({}, "admin");
    expect(admin.NotificationGridData.map((n) => n.BodyText)).toEqual(["Admin's own"]);
    const globex = await list({}, "globex");
    const techIds = new Set(Object.values(ids));
    expect(globex.NotificationGridData.some((n) => techIds.has(n.NotificationGridId))).toBe(false);
  });

  it.each([
    ["unread", { NotificationListingActionId: NotificationListing.UnRead }, ["c", "b", "a"]],
    ["read", { NotificationListingActionId: NotificationListing.Read }, ["d", "e"]],
    ["favorites", { NotificationListingActionId: NotificationListing.Favorite }, ["e"]],
    ["one whole label, any case", { Label: "work order" }, ["c", "b", "a"]],
    ["part of a label matches nothing", { Label: "Work" }, []],
    ["a second label", { Label: "Payment Due" }, ["d"]],
    ["unread with a label", { NotificationListingActionId: 2, Label: "Assigned" }, ["c", "a"]],
    ["one Denver day, inclusive", { DateFrom: "2026-03-10", DateTo: "2026-03-10" }, ["b", "a"]],
    ["from a day on", { DateFrom: "2026-03-11" }, ["d", "c"]],
    ["up to a day", { DateTo: "2026-03-01" }, ["e"]],
    ["text in a label, any case", { Search: "ASSIGNED" }, ["c", "a"]],
    ["a percent sign as written", { Search: "100%" }, ["b"]],
    ["an underscore as written", { Search: "5_000" }, ["d"]],
    ["an ampersand as shown", { Search: "& fees" }, ["d"]],
    ["text inside formatting", { Search: "main st" }, ["d"]],
    ["accented words, any case", { Search: "ÉCOLE nord" }, ["e"]],
    ["plain words, any case", { Search: "CLOSED AT" }, ["e"]],
    ["words across formatting", { Search: "order WO-1" }, ["a"]],
    ["every word, in any order", { Search: "yours   work" }, ["a"]],
    ["every word must be found", { Search: "yours pump" }, []],
    ["a word in the label and one in the text", { Search: "lease fees" }, ["d"]],
    ["link addresses are not text", { Search: "leases" }, []],
    ["removed script text is not found", { Search: "alert" }, []],
    ["removed tags are not text", { Search: "script" }, []],
    ["tag names are not text (only the label holds a p)", { Search: "P" }, ["d"]],
    ["attributes are not text", { Search: "noopener" }, []],
  ] as const)("filters: %s", async (_, body, expected) => {
    const reply = await list(body);
    expect(reply.NotificationGridData.map((n) => n.NotificationGridId)).toEqual(expected.map((k) => ids[k]));
    expect(reply.TotalCount).toBe(expected.length);
    expect(reply.UnReadCount).toBe(3);
  });

  it("pages through the list and answers an empty page past the end", async () => {
    expect(await listed({ PageSize: 2, PageNumber: 2 })).toEqual([ids.b, ids.a]);
    const past = await list({ PageSize: 2, PageNumber: 10 });
    expect(past).toMatchObject({ NotificationGridData: [], TotalCount: 5, PageNumber: 10, PageSize: 2 });
  });

  it.each([
    [{ DateFrom: "2026-02-30" }, "DateFrom"],
    [{ DateFrom: "2026-03-12", DateTo: "2026-03-11" }, "DateTo"],
    [{ DateTo: "11/03/2026" }, "DateTo"],
    [{ PageSize: 101 }, "PageSize"],
    [{ PageNumber: 0 }, "PageNumber"],
    [{ NotificationListingActionId: 3 }, "NotificationListingActionId"],
    [{ Search: "a\u0000b" }, "Search"],
  ])("refuses %j naming %s", async (body, field) => {
    const res = await kit.call("tech", "POST", LIST, body);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toContain(field);
  });

  it("counts the caller's unread notifications only, whatever identity the body names", async () => {
    const path = "/NotificationEngine/FetchUnreadNotificationCount";
    const body = { EmpId: kit.who.admin.employeeId, Email: "admin@acme.example", LangId: 1 };
    expect(await kit.ok<UnreadCountReply>(kit.call("tech", "POST", path, body))).toEqual({ UnreadNotifs: 3 });
    expect(await kit.ok<UnreadCountReply>(kit.call("admin", "POST", path, {}))).toEqual({ UnreadNotifs: 1 });
    expect((await kit.call(null, "POST", path, {})).statusCode).toBe(401);
    expect((await kit.call(null, "POST", LIST, {})).statusCode).toBe(401);
  });

  it("gives the legacy drop-down as sanitised HTML of the latest ten, or the empty text", async () => {
    const path = "/NotificationEngine/NotificationDropDown";
    const res = await kit.call("tech", "GET", path);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body.startsWith("<ul><li>")).toBe(true);
    expect(res.body).toContain('<a href="/TaskOperations/details/1" rel="noopener">Open</a>');
    expect(res.body).toContain("<b>WO-1</b>");
    expect(res.body).not.toMatch(/script|onerror|<img/);
    expect(res.body.match(/<li>/g)).toHaveLength(5);

    await kit.give(
      "tech",
      Array.from({ length: 8 }, (_, i) => ({
        bodyText: `Later notice ${i}`,
        completeUrl: i === 0 ? "javascript:alert(1)" : null,
        createdOn: new Date(Date.UTC(2026, 3, 1 + i)),
      })),
    );
    const full = await kit.call("tech", "GET", path);
    expect(full.body.match(/<li>/g)).toHaveLength(10);
    expect(full.body).toContain("Later notice 7");
    expect(full.body).toContain("WO-3 assigned");
    expect(full.body).not.toContain("WO-2");
    expect(full.body).not.toContain("javascript");

    const empty = await kit.call("viewer", "GET", path);
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe("<p>No Notifications yet</p>");
    expect((await kit.call(null, "GET", path)).statusCode).toBe(401);
  });
});
