import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import {
  AuditEntityType,
  DomainEventType,
  LeasePaymentStatus,
  ModuleId,
  PAYMENT_RUN_MESSAGES,
} from "@fieldstead/domain";
import { leasePayments } from "../../../db/schema/index.ts";
import { revokeModule, type SignedIn } from "../../../test/test-app.ts";
import { testBackends } from "../../../test/test-databases.ts";
import { readEvents } from "../../audit/audit.service.ts";
import { monthlyPeriods } from "../../leases/billing/lease-billing.test-kit.ts";
import { freshRequestId, openPaymentRunTestKit, type PaymentRunTestKit } from "./payment-runs.test-kit.ts";

const { Due, Approved, PaymentInitiated, Paid } = LeasePaymentStatus;

describe.each(testBackends())("processing payment runs on %s", (backend) => {
  let kit: PaymentRunTestKit;
  /** An Acme lease with `count` approved bills from `firstMonth`, put in a run of its own by the lease manager. */
  const runOf = async (firstMonth: string, count: number, amount: string) => {
    const lease = await kit.approvedLease(firstMonth, count, amount);
    const reply = await kit.initiate("lease", { PeriodIds: lease.periodIds, RequestId: freshRequestId() });
    return { lease, run: reply.Run.Run };
  };

  beforeAll(async () => {
    kit = await openPaymentRunTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("pays each bill in full with its transaction id, and refreshes the lease's arrears and next payment", async () => {
    // September to November fell due before 2026-11-22; September and October are approved and go in the run.
    const lease = await kit.addLease(
      monthlyPeriods("2026-09", 4, "1000.00").map((p, k) => (k < 2 ? { ...p, statusId: Approved } : p)),
    );
    const initiated = await kit.initiate("lease", {
      PeriodIds: lease.periodIds.slice(0, 2),
      RequestId: freshRequestId(),
    });
    const run = initiated.Run.Run;
    expect(await kit.summary(lease.id)).toEqual({
      nextPaymentDue: "2026-09-16",
      nextPaymentAmount: "1000.00",
      arrears: "3000.00",
    });

    const reply = await kit.process("lease", { Id: run.Id, RequestId: freshRequestId() });
    expect(reply.StatusMessage).toBe(`Payment run ${run.RunNumber} processed: 2 payments, 2,000.00.`);
    expect(reply.Run.Run).toMatchObject({ IsProcessed: true, ItemCount: 2, Total: "2000.00" });
    expect(reply.Run.Run.ProcessedAt).not.toBeNull();
    expect(reply.Run.Items.map((item) => [item.TransactionId, item.StatusId, item.StatusName])).toEqual([
      [`TX-${run.RunNumber}-1`, Paid, "Paid"],
      [`TX-${run.RunNumber}-2`, Paid, "Paid"],
    ]);
    expect(await kit.periodStatuses(lease.id)).toEqual([Paid, Paid, Due, Due]);
    expect(await kit.summary(lease.id)).toEqual({
      nextPaymentDue: "2026-11-16",
      nextPaymentAmount: "1000.00",
      arrears: "1000.00",
    });

    const payments = await kit.t.ctx.db
      .select({ transactionId: leasePayments.transactionId, amount: leasePayments.transactionAmount })
      .from(leasePayments)
      .where(inArray(leasePayments.billingPeriodId, lease.periodIds.slice(0, 2)))
      .orderBy(leasePayments.transactionId);
    expect(payments).toEqual([
      { transactionId: `TX-${run.RunNumber}-1`, amount: "1000.00" },
      { transactionId: `TX-${run.RunNumber}-2`, amount: "1000.00" },
    ]);

    const billing = await kit.ok<{
      Periods: { PaidAmount: string; TransactionId: string; Outstanding: string }[];
    }>(kit.call("lease", "GetLeaseBilling", { query: { Id: lease.id } }));
    expect(billing.Periods[0]).toMatchObject({
      PaidAmount: "1000.00",
      Outstanding: "0.00",
      TransactionId: `TX-${run.RunNumber}-1`,
    });
    const [latest] = (await kit.history(lease.id)).Entries;
    expect(latest!.Summary).toBe(
      `Payment recorded for 2026-10-01 – 2026-10-31 (amount 1000.00, transaction TX-${run.RunNumber}-2): Payment run ${run.RunNumber}`,
    );
    const events = (await kit.events(lease.id)).map((e) => e.eventType);
    expect(events.slice(-2)).toEqual([DomainEventType.LeasePaymentPaid, DomainEventType.LeasePaymentPaid]);
    const runEvents = await readEvents(kit.t.ctx.db, kit.who.admin.orgId, AuditEntityType.PaymentRun, run.Id);
    expect(runEvents.map((e) => e.eventType)).toEqual([DomainEventType.PaymentRunProcessed]);
  });

  it("processes a run once: a second call changes nothing and answers the same", async () => {
    const { lease, run } = await runOf("2026-08", 1, "640.25");
    const first = await kit.process("admin", { Id: run.Id });
    const historyBefore = (await kit.history(lease.id)).Entries.length;
    const again = await kit.process("lease", { Id: run.Id, RequestId: freshRequestId() });
    expect(again).toEqual(first);
    expect((await kit.history(lease.id)).Entries).toHaveLength(historyBefore);
    const payments = await kit.t.ctx.db
      .select({ id: leasePayments.id })
      .from(leasePayments)
      .where(
        and(
          eq(leasePayments.orgId, kit.who.admin.orgId),
          inArray(leasePayments.billingPeriodId, lease.periodIds),
        ),
      );
    expect(payments).toHaveLength(1);
    expect(await kit.run("lease", run.Id)).toEqual(first.Run);
  });

  it("leaves a paid bill alone: no payment step on the lease's Billing tab changes it", async () => {
    const { lease, run } = await runOf("2026-07", 1, "300.00");
    await kit.process("lease", { Id: run.Id });
    for (const Action of ["Submit", "Approve", "Hold", "Initiate"]) {
      const res = await kit.call("admin", "PaymentAction", {
        body: { BillingPeriodId: lease.periodIds[0], Action },
      });
      expect(res.statusCode, Action).toBe(400);
    }
    const record = await kit.call("admin", "PaymentAction", {
      body: {
        BillingPeriodId: lease.periodIds[0],
        Action: "RecordPayment",
        TransactionId: "TX-AGAIN",
        TransactionAmount: "1.00",
      },
    });
    expect(record.statusCode).toBe(400);
    expect(await kit.periodStatuses(lease.id)).toEqual([Paid]);
  });

  it("leaves unpaid a bill paid meanwhile on the Billing tab, and pays the rest", async () => {
    const { lease, run } = await runOf("2026-06", 2, "200.00");
    await kit.ok(
      kit.call("admin", "PaymentAction", {
        body: {
          BillingPeriodId: lease.periodIds[0],
          Action: "RecordPayment",
          TransactionId: "BANK-1",
          TransactionAmount: "200.00",
        },
      }),
    );
    const reply = await kit.process("lease", { Id: run.Id });
    expect(reply.StatusMessage).toBe(
      `Payment run ${run.RunNumber} processed: 1 payment, 200.00. 1 bill was no longer awaiting payment and left unpaid.`,
    );
    expect(reply.Run.Items.map((item) => [item.TransactionId, item.StatusId])).toEqual([
      [null, Paid],
      [`TX-${run.RunNumber}-2`, Paid],
    ]);
  });

  it("shows a run to its organisation only, and processing to roles with the capability", async () => {
    const { lease, run } = await runOf("2026-05", 1, "150.00");
    for (const who of ["tech", "viewer"] as const) {
      expect((await kit.billing(who, "GetPaymentRun", { query: { Id: run.Id } })).statusCode).toBe(403);
      expect((await kit.billing(who, "ProcessPaymentRun", { body: { Id: run.Id } })).statusCode).toBe(403);
    }
    const notFound = { status: 404, message: PAYMENT_RUN_MESSAGES.runNotFound, fields: [] };
    expect(await kit.refusal(kit.billing("globex", "GetPaymentRun", { query: { Id: run.Id } }))).toEqual(
      notFound,
    );
    expect(await kit.refusal(kit.billing("globex", "ProcessPaymentRun", { body: { Id: run.Id } }))).toEqual(
      notFound,
    );
    expect((await kit.queue("globex")).Runs.map((r) => r.Id)).not.toContain(run.Id);

    // The lease manager's role loses the capability to process; it may still initiate and read.
    await revokeModule(kit.t, { record: { RoleId: kit.who.lease.roleId } } as SignedIn, {
      moduleId: ModuleId.BillingProcessPayment,
      parentId: ModuleId.Billing,
    });
    const refused = await kit.refusal(kit.billing("lease", "ProcessPaymentRun", { body: { Id: run.Id } }));
    expect(refused).toMatchObject({ status: 403, message: "Your role may not process payment runs." });
    expect(await kit.periodStatuses(lease.id)).toEqual([PaymentInitiated]);
    expect((await kit.run("lease", run.Id)).Run.IsProcessed).toBe(false);
    expect((await kit.process("admin", { Id: run.Id })).Run.Run.IsProcessed).toBe(true);
  });
});
