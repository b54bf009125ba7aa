import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NotificationAction, NotificationKind } from "@fieldstead/domain";
import { testBackends } from "../../test/test-databases.ts";
import { filterAudience, insertNotifications, unreadCounts } from "./notification-audience.repository.ts";
import { openNotificationsTestKit, type NotificationsTestKit } from "./notifications.test-kit.ts";

describe.each(testBackends())("writing notifications on %s", (backend) => {
  let kit: NotificationsTestKit;

  beforeAll(async () => {
    kit = await openNotificationsTestKit(backend);
    await kit.clear("tech", "manager");
  });
  afterAll(() => kit?.close());

  it("writes each person once per event, sanitised, and counts their unread ones", async () => {
    const { tech, manager } = kit.who;
    const row = (employeeId: number, eventId: number | null) => ({
      orgId: tech.orgId,
      employeeId,
      kindId: NotificationKind.TicketUpdated,
      eventId,
      subjectType: "ticket",
      subjectId: 7,
      labelText: "Ticket,Closed",
      bodyText: '<p>Ticket <b>TKT-1</b> closed<script>x()</script></p><a href="javascript:x()">go</a>',
      completeUrl: "/ticketdetails/7",
    });
    const first = await insertNotifications(kit.t.ctx.db, [
      row(tech.employeeId, 900_001),
      row(tech.employeeId, 900_001),
      row(manager.employeeId, 900_001),
      { ...row(manager.employeeId, null), actionId: NotificationAction.Read },
    ]);
    expect(first.map((r) => r.employeeId)).toEqual([tech.employeeId, manager.employeeId, manager.employeeId]);
    expect(first[0]!.bodyText).toBe('<p>Ticket <b>TKT-1</b> closed</p><a rel="noopener">go</a>');
    expect(first[0]).toMatchObject({
      kindId: NotificationKind.TicketUpdated,
      subjectType: "ticket",
      subjectId: 7,
      isFavorite: false,
      actionId: NotificationAction.UnRead,
    });

    // The same event processed again writes nothing more.
    expect(await insertNotifications(kit.t.ctx.db, [row(tech.employeeId, 900_001)])).toEqual([]);
    const counts = await unreadCounts(kit.t.ctx.db, [
      tech.employeeId,
      manager.employeeId,
      kit.who.viewer.employeeId,
    ]);
    expect(counts.get(tech.employeeId)).toBe(1);
    expect(counts.get(manager.employeeId)).toBe(1);
    expect(counts.get(kit.who.viewer.employeeId)).toBe(await viewerUnread(kit));
    expect(await insertNotifications(kit.t.ctx.db, [])).toEqual([]);
  });

  it("finds nobody for nobody, and keeps the audience to the organisation", async () => {
    const q = {
      orgId: kit.who.tech.orgId,
      kindId: NotificationKind.TicketUpdated,
      subjectType: null,
      subjectId: null,
    };
    expect(await filterAudience(kit.t.ctx.db, { ...q, employeeIds: [] })).toEqual([]);
    expect(
      await filterAudience(kit.t.ctx.db, {
        ...q,
        employeeIds: [kit.who.globex.employeeId, kit.who.tech.employeeId, kit.who.tech.employeeId],
      }),
    ).toEqual([kit.who.tech.employeeId]);
  });
});

const viewerUnread = async (kit: NotificationsTestKit): Promise<number> =>
  (
    await kit.ok<{ UnreadNotifs: number }>(
      kit.call("viewer", "POST", "/NotificationEngine/FetchUnreadNotificationCount", {}),
    )
  ).UnreadNotifs;
