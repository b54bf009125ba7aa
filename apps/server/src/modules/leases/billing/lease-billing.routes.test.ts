import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LeasePaymentStatus, type LeaseBillingReply } from "@fieldstead/domain";
import { leasePayments } from "../../../db/schema/index.ts";
import { testBackends } from "../../../test/test-databases.ts";
import {
  monthlyPeriods,
  openLeaseBillingTestKit,
  type LeaseBillingTestKit,
} from "./lease-billing.test-kit.ts";

describe.each(testBackends())("a lease's Billing tab on %s", (backend) => {
  let kit: LeaseBillingTestKit;
  const billing = (id: number, who: "lease" | "admin" | "globex" | "viewer" | "tech" = "lease") =>
    kit.call(who, "GetLeaseBilling", { query: { Id: id } });

  beforeAll(async () => {
    kit = await openLeaseBillingTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("lists every period by its start with its payment, status and totals", async () => {
    const [august, september, october, november, december, january] = monthlyPeriods("2026-08", 6, "1200.00");
    // Written out of order: the tab orders them by their start.
    const lease = await kit.addLease([
      january!,
      { ...october!, amount: "1250.25", paid: "250.25" },
      { ...august!, paid: "1200.00", statusId: LeasePaymentStatus.Paid },
      september!,
      november!,
      december!,
    ]);
    const augustId = lease.periodIds[2]!;
    await kit.t.ctx.db.insert(leasePayments).values([
      {
        orgId: kit.who.admin.orgId,
        billingPeriodId: augustId,
        transactionId: "TX-A1",
        transactionAmount: "200.00",
        paidOn: new Date("2026-08-10T12:00:00Z"),
      },
      {
        orgId: kit.who.admin.orgId,
        billingPeriodId: augustId,
        transactionId: "TX-A2",
        transactionAmount: "1000.00",
        paidOn: new Date("2026-08-14T12:00:00Z"),
      },
    ]);

    const tab = await kit.ok<LeaseBillingReply>(billing(lease.id));
    expect(tab.Periods.map((p) => p.BillingPeriod)).toEqual([
      "2026-08-01 – 2026-08-31",
      "2026-09-01 – 2026-09-30",
      "2026-10-01 – 2026-10-31",
      "2026-11-01 – 2026-11-30",
      "2026-12-01 – 2026-12-31",
      "2027-01-01 – 2027-01-31",
    ]);
    expect(tab.Periods[0]).toEqual({
      Id: augustId,
      BillingPeriod: "2026-08-01 – 2026-08-31",
      PeriodStart: "2026-08-01",
      PeriodEnd: "2026-08-31",
      BillingAmount: "1200.00",
      DueDate: "2026-08-16",
      TransactionId: "TX-A2",
      TransactionAmount: "1000.00",
      PaidAmount: "1200.00",
      Outstanding: "0.00",
      Status: LeasePaymentStatus.Paid,
      StatusName: "Paid",
      Overdue: false,
      SubmittedByName: null,
      ApprovedByName: null,
    });
    expect(tab.Periods.map((p) => [p.StatusName, p.Outstanding, p.Overdue])).toEqual([
      ["Paid", "0.00", false],
      ["Due", "1200.00", true],
      ["Due", "1000.00", true],
      ["Due", "1200.00", true],
      ["Due", "1200.00", false],
      ["None", "1200.00", false],
    ]);
    expect(tab).toMatchObject({ TotalBilled: "7250.25", TotalPaid: "1450.25", Arrears: "3400.00" });
    expect(await kit.summary(lease.id)).toEqual({
      nextPaymentDue: "2026-09-16",
      nextPaymentAmount: "1200.00",
      arrears: "3400.00",
    });
  });

  it("answers a lease without periods with nothing owed", async () => {
    const lease = await kit.addLease([]);
    const tab = await kit.ok<LeaseBillingReply>(billing(lease.id, "admin"));
    expect(tab).toEqual({ Periods: [], TotalBilled: "0.00", TotalPaid: "0.00", Arrears: "0.00" });
    expect(await kit.summary(lease.id)).toEqual({
      nextPaymentDue: null,
      nextPaymentAmount: null,
      arrears: "0.00",
    });
  });

  it("shows a lease to its organisation and to those who may read billing only", async () => {
    const lease = await kit.addLease(monthlyPeriods("2026-10", 1, "100.00"));
    const foreign = await billing(lease.id, "globex");
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ StatusMessage: "Lease not found." });
    expect((await billing(2_000_000_000)).statusCode).toBe(404);
    expect((await billing(lease.id, "viewer")).statusCode).toBe(403);
    expect((await billing(lease.id, "tech")).statusCode).toBe(403);
    const globexLease = await kit.addLease(monthlyPeriods("2026-10", 1, "100.00"), { org: "globex" });
    expect((await billing(globexLease.id, "lease")).statusCode).toBe(404);
    expect((await billing(globexLease.id, "globex")).statusCode).toBe(200);
  });
});
