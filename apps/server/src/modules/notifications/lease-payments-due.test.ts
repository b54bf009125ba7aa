import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import {
  AuditEntityType,
  DomainEventType,
  LeasePaymentStatus,
  LeaseStatus,
  NotificationKind,
  type LeasePaymentStatusId,
} from "@fieldstead/domain";
import {
  domainEvents,
  employees,
  leaseBillingPeriods,
  leases,
  notifications,
} from "../../db/schema/index.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import { TEST_NOW, TestClock } from "../../test/test-clock.ts";
import { testBackends } from "../../test/test-databases.ts";
import { raiseLeasePaymentsDue } from "./lease-payments-due.ts";
import { processPendingEvents } from "./notification-engine.ts";

// 05:30 UTC on 10 March is still 9 March in Denver: the window runs from 9 to 16 March.
const NOW = new Date("2027-03-10T05:30:00Z");

describe.each(testBackends())("lease payments falling due on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let acme: number;
  let active: { id: number; leaseNumber: string };
  let inactive: { id: number };
  const deps = () => ({ db: t.ctx.db, now: () => NOW, permissions: t.ctx.permissions });

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database, { clock: new TestClock(TEST_NOW) });
    await t.app.notificationEngine.stop();
    const [admin] = await t.ctx.db
      .select({ orgId: employees.orgId })
      .from(employees)
      .where(eq(employees.email, "admin@acme.example"));
    acme = admin!.orgId;
    const byStatus = (isActive: boolean) =>
      t.ctx.db
        .select({ id: leases.id, leaseNumber: leases.leaseNumber })
        .from(leases)
        .where(
          and(
            eq(leases.orgId, acme),
            isActive ? eq(leases.statusId, LeaseStatus.Active) : ne(leases.statusId, LeaseStatus.Active),
          ),
        )
        .orderBy(asc(leases.id))
        .limit(1);
    active = (await byStatus(true))[0]!;
    inactive = (await byStatus(false))[0]!;
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  const period = async (
    leaseId: number,
    dueDate: string,
    statusId: LeasePaymentStatusId = LeasePaymentStatus.Due,
  ) => {
    const [row] = await t.ctx.db
      .insert(leaseBillingPeriods)
      .values({
        orgId: acme,
        leaseId,
        periodStart: "2027-03-01",
        periodEnd: "2027-03-31",
        billingAmount: "4250.00",
        dueDate,
        statusId,
      })
      .returning({ id: leaseBillingPeriods.id });
    return row!.id;
  };
  const raisedFor = async (periodIds: number[]) =>
    (
      await t.ctx.db
        .select({
          payload: domainEvents.payload,
          concerns: domainEvents.concerns,
          subjectId: domainEvents.subjectId,
        })
        .from(domainEvents)
        .where(and(eq(domainEvents.eventType, DomainEventType.LeasePaymentDue), eq(domainEvents.orgId, acme)))
    ).filter((e) => periodIds.includes(e.payload.BillingPeriodId as number));

  it("raises each payment of an active lease still Due within the next 7 Denver days, once, for the lease staff", async () => {
    const today = await period(active.id, "2027-03-09");
    const lastDay = await period(active.id, "2027-03-16");
    const tooLate = await period(active.id, "2027-03-17");
    const yesterday = await period(active.id, "2027-03-08");
    const paid = await period(active.id, "2027-03-12", LeasePaymentStatus.Paid);
    const awaiting = await period(active.id, "2027-03-12", LeasePaymentStatus.AwaitingApproval);
    const notActive = await period(inactive.id, "2027-03-12");
    const all = [today, lastDay, tooLate, yesterday, paid, awaiting, notActive];

    // Two scans at the same moment (two instances) raise each payment once between them.
    const [first, second] = await Promise.all([raiseLeasePaymentsDue(deps()), raiseLeasePaymentsDue(deps())]);
    expect(first + second).toBe(2);
    expect(await raiseLeasePaymentsDue(deps())).toBe(0);

    const raised = await raisedFor(all);
    expect(raised.map((e) => e.payload.BillingPeriodId).sort()).toEqual([today, lastDay].sort());
    expect(raised.find((e) => e.payload.BillingPeriodId === lastDay)).toMatchObject({
      subjectId: active.id,
      payload: { LeaseNumber: active.leaseNumber, DueDate: "2027-03-16", Amount: "4250.00" },
    });
    // The organisation's enabled people whose role holds the Leases module: the administrator and the lease manager.
    const concerned = await t.ctx.db
      .select({ email: employees.email })
      .from(employees)
      .where(inArray(employees.id, raised[0]!.concerns));
    expect(concerned.map((c) => c.email).sort()).toEqual(["admin@acme.example", "lease@acme.example"]);
  });

  it("becomes a notification for the lease manager that opens the leases", async () => {
    const due = await period(active.id, "2027-03-11");
    expect(await raiseLeasePaymentsDue(deps())).toBe(1);
    await processPendingEvents(t.ctx);
    const [manager] = await t.ctx.db
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.email, "lease@acme.example"));
    const [event] = await raisedFor([due]);
    const made = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.employeeId, manager!.id), eq(notifications.subjectType, AuditEntityType.Lease)),
      );
    const notice = made.find((n) => n.bodyText.includes("Mar 11, 2027"));
    expect(event).toBeDefined();
    expect(notice).toMatchObject({
      kindId: NotificationKind.LeasePaymentDue,
      labelText: "Lease,Payment Due",
      completeUrl: "/LeaseManagement",
      subjectId: active.id,
    });
    expect(notice!.bodyText).toBe(
      `<p>Rent of <b>$4,250.00</b> for lease <b>${active.leaseNumber}</b> is due on <b>Mar 11, 2027</b>.</p>`,
    );
  });
});
