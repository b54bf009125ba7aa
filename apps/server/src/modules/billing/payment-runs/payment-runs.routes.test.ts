import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainEventType, LeasePaymentStatus, LeaseStatus, PAYMENT_RUN_MESSAGES } from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { monthlyPeriods } from "../../leases/billing/lease-billing.test-kit.ts";
import { freshRequestId, openPaymentRunTestKit, type PaymentRunTestKit } from "./payment-runs.test-kit.ts";

const { Due, Approved, PaymentInitiated } = LeasePaymentStatus;

describe.each(testBackends())("the payment queue and initiating payment runs on %s", (backend) => {
  let kit: PaymentRunTestKit;
  const queuedIds = async () => (await kit.queue()).Bills.map((bill) => bill.PeriodId);

  beforeAll(async () => {
    kit = await openPaymentRunTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("queues the approved bills of the organisation's active leases, with their payee, period and total", async () => {
    const approved = await kit.approvedLease("2026-09", 2, "1200.50");
    const due = await kit.addLease(monthlyPeriods("2026-10", 1, "300.00"));
    const inactive = await kit.approvedLease("2026-10", 1, "400.00");
    await kit.setLeaseStatus(inactive.id, LeaseStatus.Inactive);
    const globex = await kit.approvedLease("2026-10", 1, "900.00", "globex");

    const queue = await kit.queue();
    const ids = queue.Bills.map((bill) => bill.PeriodId);
    expect(ids).toEqual(expect.arrayContaining(approved.periodIds));
    for (const id of [...due.periodIds, ...inactive.periodIds, ...globex.periodIds])
      expect(ids).not.toContain(id);
    expect(queue.Bills.find((bill) => bill.PeriodId === approved.periodIds[0])).toMatchObject({
      LeaseId: approved.id,
      Lessor: "Harbour Estates",
      PeriodStart: "2026-09-01",
      PeriodEnd: "2026-09-30",
      DueDate: "2026-09-16",
      Amount: "1200.50",
    });
    expect(queue.BillCount).toBe(queue.Bills.length);
    const cents = queue.Bills.reduce((sum, bill) => sum + Math.round(Number(bill.Amount) * 100), 0);
    expect(queue.Total).toBe((cents / 100).toFixed(2));

    const foreign = await kit.queue("globex");
    expect(foreign.Bills.map((bill) => bill.PeriodId)).toContain(globex.periodIds[0]);
    for (const id of approved.periodIds) expect(foreign.Bills.map((bill) => bill.PeriodId)).not.toContain(id);
  });

  it("initiates the chosen bills in a numbered run, each with its lease's history and event", async () => {
    const lease = await kit.approvedLease("2026-08", 2, "750.00");
    const reply = await kit.initiate("lease", { PeriodIds: lease.periodIds, RequestId: freshRequestId() });
    const { Run } = reply.Run;
    expect(Run.RunNumber).toMatch(/^PR-\d{6}$/);
    expect(reply.StatusMessage).toBe(`Payment run ${Run.RunNumber} initiated: 2 bills, 1,500.00.`);
    expect(Run).toMatchObject({ ItemCount: 2, Total: "1500.00", IsProcessed: false, ProcessedAt: null });
    expect(Run.CreatedByName).toBe("Priya Natarajan");
    expect(reply.Run.Items.map((item) => [item.PeriodId, item.StatusName, item.TransactionId])).toEqual([
      [lease.periodIds[0], "Payment initiated", null],
      [lease.periodIds[1], "Payment initiated", null],
    ]);
    expect(await kit.periodStatuses(lease.id)).toEqual([PaymentInitiated, PaymentInitiated]);

    const { Entries } = await kit.history(lease.id);
    expect(Entries.map((e) => e.Summary)).toContain(
      `Payment initiated for 2026-08-01 – 2026-08-31 (amount 750.00): Payment run ${Run.RunNumber}`,
    );
    const events = (await kit.events(lease.id)).map((e) => e.eventType);
    expect(events).toEqual([DomainEventType.LeasePaymentApproved, DomainEventType.LeasePaymentApproved]);

    const queue = await kit.queue();
    for (const id of lease.periodIds) expect(queue.Bills.map((bill) => bill.PeriodId)).not.toContain(id);
    expect(queue.Runs[0]).toMatchObject({
      Id: Run.Id,
      RunNumber: Run.RunNumber,
      ItemCount: 2,
      IsProcessed: false,
    });
  });

  it("pays nothing twice: the same request answers its run, another finds the bills taken", async () => {
    const lease = await kit.approvedLease("2026-07", 2, "500.00");
    const body = { PeriodIds: lease.periodIds, RequestId: freshRequestId() };
    const first = await kit.initiate("admin", body);
    const again = await kit.initiate("admin", body);
    expect(again.Run).toEqual(first.Run);
    expect(again.StatusMessage).toBe(first.StatusMessage);

    const other = await kit.refusal(
      kit.billing("admin", "InitiatePaymentRun", { body: { ...body, RequestId: freshRequestId() } }),
    );
    expect(other).toEqual({ status: 400, message: PAYMENT_RUN_MESSAGES.noneOfChosen, fields: ["PeriodIds"] });
    expect((await kit.history(lease.id)).Entries).toHaveLength(2);
    expect((await kit.queue()).Runs.filter((run) => run.Id === first.Run.Run.Id)).toHaveLength(1);
  });

  it("takes the chosen bills that still wait, and leaves out a bill that is no longer approved", async () => {
    const lease = await kit.approvedLease("2026-06", 2, "100.00");
    const due = await kit.addLease(monthlyPeriods("2026-10", 1, "300.00"));
    const reply = await kit.initiate("lease", {
      PeriodIds: [lease.periodIds[0], due.periodIds[0]],
      RequestId: freshRequestId(),
    });
    expect(reply.Run.Items.map((item) => item.PeriodId)).toEqual([lease.periodIds[0]]);
    expect(reply.StatusMessage).toContain("1 chosen bill was no longer waiting and left out.");
    expect(await kit.periodStatuses(lease.id)).toEqual([PaymentInitiated, Approved]);
    expect(await kit.periodStatuses(due.id)).toEqual([Due]);
  });

  it("puts every waiting bill in the run when none is chosen, then has nothing left to pay", async () => {
    const lease = await kit.approvedLease("2026-05", 1, "250.00");
    const waiting = await queuedIds();
    const reply = await kit.initiate("admin", { RequestId: freshRequestId() });
    expect(reply.Run.Items.map((item) => item.PeriodId).sort((a, b) => a - b)).toEqual(
      [...waiting].sort((a, b) => a - b),
    );
    expect(reply.Run.Items.map((item) => item.PeriodId)).toContain(lease.periodIds[0]);
    expect(await queuedIds()).toEqual([]);

    const runs = (await kit.queue()).Runs.length;
    const nothing = await kit.refusal(
      kit.billing("admin", "InitiatePaymentRun", { body: { RequestId: freshRequestId() } }),
    );
    expect(nothing).toEqual({ status: 409, message: PAYMENT_RUN_MESSAGES.nothingApproved, fields: [] });
    expect((await kit.queue()).Runs).toHaveLength(runs);
  });

  it.each([
    ["without a RequestId", {}, "RequestId"],
    ["with a short RequestId", { RequestId: "short" }, "RequestId"],
    ["with an empty PeriodIds", { PeriodIds: [], RequestId: "request-0001" }, "PeriodIds"],
    ["with a PeriodIds that is no list", { PeriodIds: "7", RequestId: "request-0001" }, "PeriodIds"],
  ])("refuses a run %s, naming the field", async (_case, body, field) => {
    const refused = await kit.refusal(kit.billing("lease", "InitiatePaymentRun", { body }));
    expect(refused.status).toBe(400);
    expect(refused.fields).toContain(field);
  });

  it("keeps the queue to the Billing screen and initiating to roles with the capability", async () => {
    const lease = await kit.approvedLease("2026-04", 1, "100.00");
    const body = { PeriodIds: lease.periodIds, RequestId: freshRequestId() };
    for (const who of ["tech", "viewer"] as const) {
      expect((await kit.billing(who, "GetPaymentQueue")).statusCode).toBe(403);
      expect((await kit.billing(who, "InitiatePaymentRun", { body })).statusCode).toBe(403);
    }
    const foreign = await kit.refusal(kit.billing("globex", "InitiatePaymentRun", { body }));
    expect(foreign).toMatchObject({ status: 400, fields: ["PeriodIds"] });
    expect(await kit.periodStatuses(lease.id)).toEqual([Approved]);
  });
});
