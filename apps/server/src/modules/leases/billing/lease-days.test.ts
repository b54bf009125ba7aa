import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LeasePaymentStatus,
  LeaseStatus,
  paymentStatusOnDay,
  type LeaseBillingReply,
} from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { createNotificationEngine } from "../../notifications/notification-engine.ts";
import { advanceLeasePayments } from "./lease-days.ts";
import { leaseToday } from "./lease-billing.service.ts";
import {
  monthlyPeriods,
  openLeaseBillingTestKit,
  type LeaseBillingTestKit,
} from "./lease-billing.test-kit.ts";

const DAY_MS = 86_400_000;
const { None, Due } = LeasePaymentStatus;

describe.each(testBackends())("the days passing over leases on %s", (backend) => {
  let kit: LeaseBillingTestKit;
  const advance = () => advanceLeasePayments({ db: kit.t.ctx.db, now: kit.clock.now });
  const billing = (id: number) =>
    kit.ok<LeaseBillingReply>(kit.call("lease", "GetLeaseBilling", { query: { Id: id } }));

  beforeAll(async () => {
    kit = await openLeaseBillingTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("makes payments Due as their dates near and moves what is owed into arrears, on active leases only", async () => {
    // November to February, due on the 16th; on 2026-11-22 November is owed and December Due soon.
    const active = await kit.addLease(monthlyPeriods("2026-11", 4, "1000.00"));
    const inactive = await kit.addLease(monthlyPeriods("2026-11", 4, "1000.00"), {
      statusId: LeaseStatus.Inactive,
    });
    await advance();
    expect(await kit.periodStatuses(active.id)).toEqual([Due, Due, None, None]);
    expect(await kit.summary(active.id)).toMatchObject({ nextPaymentDue: "2026-11-16", arrears: "1000.00" });

    kit.clock.advance(25 * DAY_MS);
    const today = leaseToday(kit.clock.now());
    expect(today).toBe("2026-12-17");
    expect(await advance()).toBeGreaterThanOrEqual(1);
    const statuses = await kit.periodStatuses(active.id);
    expect(statuses).toEqual([Due, Due, Due, None]);
    const dues = monthlyPeriods("2026-11", 4, "1000.00").map((p) => p.due);
    expect(statuses).toEqual(dues.map((due) => paymentStatusOnDay(None, due, today)));
    expect(await kit.summary(active.id)).toEqual({
      nextPaymentDue: "2026-11-16",
      nextPaymentAmount: "1000.00",
      arrears: "2000.00",
    });
    expect(await kit.periodStatuses(inactive.id)).toEqual([Due, Due, None, None]);

    await kit.signInAgain();
    const tab = await billing(active.id);
    expect(tab.Periods.map((p) => p.Overdue)).toEqual([true, true, false, false]);
    expect(tab.Arrears).toBe("2000.00");

    // A second run on the same day changes nothing more.
    const before = await kit.summary(active.id);
    await advance();
    expect(await kit.summary(active.id)).toEqual(before);
    expect(await kit.periodStatuses(active.id)).toEqual([Due, Due, Due, None]);
  });

  it("runs with the notification engine's lease scan, from its start", async () => {
    const lease = await kit.addLease(monthlyPeriods("2027-02", 1, "900.00"), {
      statusId: LeaseStatus.Active,
    });
    expect(await kit.periodStatuses(lease.id)).toEqual([None]);
    // 2027-01-17: thirty days before 2027-02-16.
    kit.clock.advance(31 * DAY_MS);
    expect(leaseToday(kit.clock.now())).toBe("2027-01-17");
    const engine = createNotificationEngine(kit.t.ctx, { pollMs: 3_600_000, leaseScanMs: 3_600_000 });
    await engine.start();
    await engine.stop();
    expect(await kit.periodStatuses(lease.id)).toEqual([Due]);
  });
});
