import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  AuditEntityType,
  NotificationAction,
  NotificationKind,
  type MessageReceivedPayload,
} from "@fieldstead/domain";
import { notifications } from "../../db/schema/index.ts";
import { testBackends } from "../../test/test-databases.ts";
import { otherLocation } from "../assets/requests/asset-moves.test-fixtures.ts";
import { openMoveTestKit, type MoveTestKit } from "../assets/requests/asset-requests.test-kit.ts";
import { silentHub } from "../hub/hub.ts";
import { processPendingEvents } from "./notification-engine.ts";

type Pushes = { messages: { employeeId: number; payload: MessageReceivedPayload }[] };

describe.each(testBackends())("a decided request's notifications on %s", (backend) => {
  let m: MoveTestKit;
  let pushes: Pushes;

  beforeAll(async () => {
    m = await openMoveTestKit(backend);
    // The passes run when the test says.
    await m.kit.t.app.notificationEngine.stop();
    pushes = { messages: [] };
    m.kit.t.ctx.hub = {
      ...silentHub,
      messageReceived: (employeeId, payload) => void pushes.messages.push({ employeeId, payload }),
    };
  });
  afterAll(() => m?.kit.close());

  const askedOf = (requestId: number) =>
    m.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.subjectId, requestId),
          eq(notifications.kindId, NotificationKind.MoveRequestAwaitingApproval),
        ),
      );

  it("reads as done once decided: read, labelled with the decision, and pushed with the lower count", async () => {
    const [asset] = m.pool.take(1);
    const to = await otherLocation(m.db, m.orgId, [asset!.locationId]);
    const created = await m.create([asset!.id], to.id, "tech");
    await processPendingEvents(m.kit.t.ctx);
    const asked = await askedOf(created.Id);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((n) => n.actionId === NotificationAction.UnRead)).toBe(true);
    expect(asked.every((n) => n.subjectType === AuditEntityType.MoveRequest)).toBe(true);
    expect(asked[0]!.labelText).toBe("Move Request,Awaiting Approval");

    pushes.messages.length = 0;
    await m.step("ApproveMoveRequest", { Id: created.Id });
    await processPendingEvents(m.kit.t.ctx);
    const settled = await askedOf(created.Id);
    expect(settled.map((n) => [n.id, n.actionId, n.labelText])).toEqual(
      asked.map((n) => [n.id, NotificationAction.Read, "Move Request,Approved"]),
    );
    expect(settled[0]!.bodyText).toMatch(/<p>Decided: <b>Approved<\/b> by <b>[^<]+<\/b>\.<\/p>$/);
    for (const row of settled) {
      const pushed = pushes.messages.find(
        (p) => p.employeeId === row.employeeId && p.payload.Notification.NotificationGridId === row.id,
      );
      expect(pushed?.payload.Notification).toMatchObject({
        ActionId: NotificationAction.Read,
        LabelText: "Move Request,Approved",
      });
    }
  });

  it("keeps a request asked after the decision open, and settles a request once", async () => {
    const [asset] = m.pool.take(1);
    const to = await otherLocation(m.db, m.orgId, [asset!.locationId]);
    const created = await m.create([asset!.id], to.id, "tech");
    // Asked and decided before a pass runs: both in one pass.
    await m.step("RejectMoveRequest", { Id: created.Id, Comment: "Not this week" });
    await processPendingEvents(m.kit.t.ctx);
    const settled = await askedOf(created.Id);
    expect(settled.length).toBeGreaterThan(0);
    expect(settled.every((n) => n.actionId === NotificationAction.Read)).toBe(true);
    expect(settled.every((n) => n.labelText === "Move Request,Rejected")).toBe(true);
  });
});
