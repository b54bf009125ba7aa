import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import { compileRoutePatterns, NotificationAction } from "@fieldstead/domain";
import { domainEvents, employees, notifications } from "../../db/schema/index.ts";
import { DEMO_ACCOUNTS } from "../../seed/demo.seed.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import { TEST_NOW, TestClock } from "../../test/test-clock.ts";
import { testBackends } from "../../test/test-databases.ts";
import { processPendingEvents } from "./notification-engine.ts";

describe.each(testBackends())("the demo's notifications on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database, { clock: new TestClock(TEST_NOW) });
    await t.app.notificationEngine.stop();
    await processPendingEvents(t.ctx);
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  const countsOf = async (email: string) => {
    const rows = await t.ctx.db
      .select({ actionId: notifications.actionId, eventId: notifications.eventId })
      .from(notifications)
      .innerJoin(employees, eq(employees.id, notifications.employeeId))
      .where(eq(employees.email, email));
    return {
      all: rows.length,
      unread: rows.filter((r) => r.actionId === NotificationAction.UnRead).length,
      fromEvents: rows.filter((r) => r.eventId !== null).length,
    };
  };

  it("leaves no event of the seeded work pending", async () => {
    const [pending] = await t.ctx.db
      .select({ n: count() })
      .from(domainEvents)
      .where(isNull(domainEvents.processedAt));
    expect(Number(pending!.n)).toBe(0);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a.role] as const))(
    "gives %s (%s) notifications, some unread",
    async (email) => {
      const counts = await countsOf(email);
      expect(counts.all).toBeGreaterThan(0);
      expect(counts.unread).toBeGreaterThan(0);
    },
  );

  it("gives the technician at least ten unread, some made from the events of their work", async () => {
    const counts = await countsOf("tech@acme.example");
    expect(counts.unread).toBeGreaterThanOrEqual(10);
    expect(counts.fromEvents).toBeGreaterThan(0);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a.role] as const))(
    "gives %s (%s) only notifications whose address the role may open",
    async (email) => {
      const session = await t.signIn(email);
      const allowed = await t.call("POST", "/api/src/GetAllowedRoutes", { token: session.token });
      expect(allowed.statusCode).toBe(200);
      const matcher = compileRoutePatterns(allowed.json() as string[]);
      const rows = await t.ctx.db
        .select({ url: notifications.completeUrl })
        .from(notifications)
        .innerJoin(employees, eq(employees.id, notifications.employeeId))
        .where(eq(employees.email, email));
      const closed = rows.map((r) => r.url).filter((url) => !url || !matcher.isAllowed(`/#${url}`));
      expect(closed).toEqual([]);
    },
  );

  it("opens the record itself from the notices the seeded events made", async () => {
    const made = await t.ctx.db
      .select({ subjectType: notifications.subjectType, url: notifications.completeUrl })
      .from(notifications)
      .where(and(isNotNull(notifications.eventId), isNotNull(notifications.subjectId)));
    expect(made.length).toBeGreaterThan(0);
    const patterns: Record<string, RegExp> = {
      task: /^\/TaskOperations\/details\/\d+$/,
      move_request: /^\/fixedAssetManagement\/MoveAssetRequest\/Details\/\d+$/,
      material_request: /^\/materialRequest\/\d+$/,
      lease: /^\/LeaseManagement$/,
    };
    for (const n of made) expect(n.url).toMatch(patterns[n.subjectType!] ?? /^never$/);
  });
});
