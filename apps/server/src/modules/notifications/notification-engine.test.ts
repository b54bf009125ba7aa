import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  AuditEntityType,
  DomainEventType,
  NotificationAction,
  NotificationKind,
  TaskStatus,
  WorkOrderType,
  type MessageReceivedPayload,
  type RecordChangedPayload,
} from "@fieldstead/domain";
import {
  domainEvents,
  employees,
  notificationMutes,
  notificationPreferences,
  notifications,
  notificationSettings,
  tasks,
} from "../../db/schema/index.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import { TEST_NOW, TestClock } from "../../test/test-clock.ts";
import { testBackends } from "../../test/test-databases.ts";
import { recordEvents } from "../audit/audit.service.ts";
import { silentHub, type Hub } from "../hub/hub.ts";
import { processPendingEvents } from "./notification-engine.ts";

type Person = { token: string; employeeId: number; orgId: number; roleId: number };
type Pushes = {
  messages: { employeeId: number; payload: MessageReceivedPayload }[];
  changes: { orgId: number; payload: RecordChangedPayload }[];
};

const recordingHub = (pushes: Pushes): Hub => ({
  ...silentHub,
  messageReceived: (employeeId, payload) => void pushes.messages.push({ employeeId, payload }),
  recordChanged: (orgId, payload) => void pushes.changes.push({ orgId, payload }),
});

describe.each(testBackends())("the notification engine on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  const who = {} as Record<"admin" | "tech" | "globex", Person>;
  let pushes: Pushes;
  let made = 0;

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database, { clock: new TestClock(TEST_NOW) });
    // These tests run the passes themselves.
    await t.app.notificationEngine.stop();
    const emails = { admin: "admin@acme.example", tech: "tech@acme.example", globex: "admin@globex.example" };
    for (const [key, email] of Object.entries(emails) as [keyof typeof emails, string][]) {
      const [row] = await t.ctx.db
        .select({ id: employees.id, orgId: employees.orgId, roleId: employees.roleId })
        .from(employees)
        .where(eq(employees.email, email));
      who[key] = {
        token: (await t.signIn(email)).token,
        employeeId: row!.id,
        orgId: row!.orgId,
        roleId: row!.roleId,
      };
    }
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });
  afterEach(async () => {
    await t.ctx.db.delete(notificationSettings);
    await t.ctx.db.delete(notificationPreferences);
    await t.ctx.db.delete(notificationMutes);
  });

  /** A work order of Acme, created by the administrator and assigned to the technician. */
  const newWorkOrder = async () => {
    made += 1;
    const [row] = await t.ctx.db
      .insert(tasks)
      .values({
        orgId: who.admin.orgId,
        workOrderNumber: `WO-NOTE-${String(made).padStart(5, "0")}`,
        summary: `Notified work order ${made}`,
        typeId: WorkOrderType.CorrectiveMaintenance,
        statusId: TaskStatus.AssignedToTechnician,
        assigneeId: who.tech.employeeId,
        createdById: who.admin.employeeId,
      })
      .returning({ id: tasks.id, number: tasks.workOrderNumber });
    return row!;
  };
  const acceptAsAdmin = async (id: number) => {
    const res = await t.call("POST", "/api/Task/ChangeStatus", {
      token: who.admin.token,
      body: { TaskId: id, ToStatusId: TaskStatus.Accepted },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const about = (id: number) =>
    t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.subjectType, AuditEntityType.Task), eq(notifications.subjectId, id)));
  const eventsOf = (id: number) =>
    t.ctx.db
      .select({ id: domainEvents.id, processedAt: domainEvents.processedAt })
      .from(domainEvents)
      .where(and(eq(domainEvents.subjectType, AuditEntityType.Task), eq(domainEvents.subjectId, id)));
  const unreadOf = async (employeeId: number) =>
    (
      await t.ctx.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.employeeId, employeeId),
            eq(notifications.actionId, NotificationAction.UnRead),
          ),
        )
    ).length;
  const withRecordingHub = () => {
    pushes = { messages: [], changes: [] };
    t.ctx.hub = recordingHub(pushes);
  };

  it("tells the technician, not the administrator who did it, of a status move on their work order, and pushes it", async () => {
    withRecordingHub();
    const task = await newWorkOrder();
    await acceptAsAdmin(task.id);
    expect(await processPendingEvents(t.ctx)).toBeGreaterThanOrEqual(1);

    const rows = await about(task.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      employeeId: who.tech.employeeId,
      orgId: who.admin.orgId,
      kindId: NotificationKind.WorkOrderStatusChanged,
      labelText: "Work Order,Status Changed",
      completeUrl: `/TaskOperations/details/${task.id}`,
      actionId: NotificationAction.UnRead,
    });
    expect(rows[0]!.bodyText).toBe(
      `<p><b>Avery Collins</b> moved work order <b>${task.number}</b> from <b>Assigned to Technician</b> to <b>Accepted</b>.</p>`,
    );
    expect((await eventsOf(task.id)).every((e) => e.processedAt !== null)).toBe(true);

    expect(pushes.messages).toEqual([
      {
        employeeId: who.tech.employeeId,
        payload: {
          Notification: expect.objectContaining({
            NotificationGridId: rows[0]!.id,
            ActionId: NotificationAction.UnRead,
            LabelText: "Work Order,Status Changed",
            CompleteUrl: `/TaskOperations/details/${task.id}`,
            IsSubscribed: true,
          }),
          UnreadNotifs: await unreadOf(who.tech.employeeId),
        },
      },
    ]);
    expect(pushes.changes).toContainEqual({
      orgId: who.admin.orgId,
      payload: {
        Kind: "RecordChanged",
        SubjectType: AuditEntityType.Task,
        SubjectId: task.id,
        EventType: DomainEventType.TaskStatusChanged,
      },
    });
  });

  const kind = NotificationKind.WorkOrderStatusChanged;
  it.each([
    [
      "the organisation turns the kind off",
      async () => {
        await t.ctx.db
          .insert(notificationSettings)
          .values({ orgId: who.admin.orgId, kindId: kind, isEnabled: false });
      },
    ],
    [
      "the organisation keeps the kind for other roles only",
      async () => {
        await t.ctx.db
          .insert(notificationSettings)
          .values({ orgId: who.admin.orgId, kindId: kind, isEnabled: true, roleIds: [who.admin.roleId] });
      },
    ],
    [
      "the technician turns the kind off",
      async () => {
        await t.ctx.db
          .insert(notificationPreferences)
          .values({ employeeId: who.tech.employeeId, kindId: kind, isEnabled: false });
      },
    ],
    [
      "the technician unsubscribed from the work order",
      async (taskId: number) => {
        await t.ctx.db
          .insert(notificationMutes)
          .values({ employeeId: who.tech.employeeId, subjectType: AuditEntityType.Task, subjectId: taskId });
      },
    ],
  ] as const)("writes and pushes nothing when %s", async (_case, arrange) => {
    withRecordingHub();
    const task = await newWorkOrder();
    await arrange(task.id);
    await acceptAsAdmin(task.id);
    await processPendingEvents(t.ctx);
    expect(await about(task.id)).toEqual([]);
    expect(pushes.messages).toEqual([]);
    // The event is done with all the same: it is not looked at again.
    expect((await eventsOf(task.id)).every((e) => e.processedAt !== null)).toBe(true);
  });

  it("leaves the events pending and writes nothing when a pass fails midway; the next passes write each notice once", async () => {
    withRecordingHub();
    const task = await newWorkOrder();
    await acceptAsAdmin(task.id);
    // Marking the events processed is the pass's last write: make the database refuse it.
    await t.ctx.db.execute(
      sql.raw(`create function refuse_processing() returns trigger language plpgsql as $$
        begin raise exception 'refused'; end $$`),
    );
    await t.ctx.db.execute(
      sql.raw(`create trigger refuse_processing before update on domain_events
        for each row execute function refuse_processing()`),
    );
    try {
      await expect(processPendingEvents(t.ctx)).rejects.toThrow();
    } finally {
      await t.ctx.db.execute(sql.raw("drop trigger refuse_processing on domain_events"));
      await t.ctx.db.execute(sql.raw("drop function refuse_processing()"));
    }
    expect(await about(task.id)).toEqual([]);
    expect((await eventsOf(task.id)).every((e) => e.processedAt === null)).toBe(true);
    expect(pushes.messages).toEqual([]);

    await processPendingEvents(t.ctx);
    expect(await about(task.id)).toHaveLength(1);
    // Processed again (a retry after a crash, another instance): still one notice, pushed once.
    const ids = (await eventsOf(task.id)).map((e) => e.id);
    await t.ctx.db.update(domainEvents).set({ processedAt: null }).where(inArray(domainEvents.id, ids));
    expect(await processPendingEvents(t.ctx)).toBe(ids.length);
    expect(await about(task.id)).toHaveLength(1);
    expect(pushes.messages).toHaveLength(1);
  });

  it("processes each event once when two passes run at the same time", async () => {
    const work = [await newWorkOrder(), await newWorkOrder(), await newWorkOrder()];
    for (const w of work) await acceptAsAdmin(w.id);
    const [first, second] = await Promise.all([processPendingEvents(t.ctx), processPendingEvents(t.ctx)]);
    expect(first + second).toBe(work.length);
    for (const w of work) expect(await about(w.id)).toHaveLength(1);
  });

  it("never notifies someone of another organisation, whatever an event says it concerns", async () => {
    const task = await newWorkOrder();
    await recordEvents(t.ctx.db, [
      {
        orgId: who.admin.orgId,
        eventType: DomainEventType.TaskShared,
        actorId: who.admin.employeeId,
        subjectType: AuditEntityType.Task,
        subjectId: task.id,
        concerns: [who.globex.employeeId, who.tech.employeeId],
        payload: { WorkOrderNumber: task.number },
      },
    ]);
    await processPendingEvents(t.ctx);
    expect((await about(task.id)).map((n) => n.employeeId)).toEqual([who.tech.employeeId]);
  });

  it("runs with the server: a change made through the API becomes a notification soon, unasked", async () => {
    const running = await createTestApp(db.database, { clock: new TestClock(TEST_NOW) });
    try {
      const seen: Pushes = { messages: [], changes: [] };
      running.ctx.hub = recordingHub(seen);
      const task = await newWorkOrder();
      const res = await running.call("POST", "/api/Task/ChangeStatus", {
        token: (await running.signIn("admin@acme.example")).token,
        body: { TaskId: task.id, ToStatusId: TaskStatus.Accepted },
      });
      expect(res.statusCode).toBe(200);
      await expect.poll(async () => (await about(task.id)).length, { timeout: 5_000 }).toBe(1);
      await expect.poll(() => seen.messages.length, { timeout: 5_000 }).toBe(1);
      expect(seen.messages[0]!.employeeId).toBe(who.tech.employeeId);
    } finally {
      await running.close();
    }
  });
});
