import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  DomainEventType,
  LEASE_PAYMENT_MESSAGES,
  LeasePaymentStatus,
  LeaseStatus,
  type LeasePaymentReply,
} from "@fieldstead/domain";
import { leasePayments } from "../../../db/schema/index.ts";
import { testBackends } from "../../../test/test-databases.ts";
import {
  fieldsOf,
  monthlyPeriods,
  openLeaseBillingTestKit,
  type LeaseBillingTestKit,
  type Who,
} from "./lease-billing.test-kit.ts";
import { LEASE_PAYMENT_REFUSALS } from "./lease-payment.service.ts";
import { notificationMessageFor } from "../../notifications/notification-messages.ts";

describe.each(testBackends())("payment steps on a lease's billing periods on %s", (backend) => {
  let kit: LeaseBillingTestKit;
  const step = (who: Who, body: object) =>
    kit.ok<LeasePaymentReply>(kit.call(who, "PaymentAction", { body }));
  const refusal = async (who: Who, body: object, status = 400) => {
    const res = await kit.call(who, "PaymentAction", { body });
    expect(res.statusCode, res.body).toBe(status);
    return { fields: fieldsOf(res), message: (res.json() as { StatusMessage: string }).StatusMessage };
  };

  beforeAll(async () => {
    kit = await openLeaseBillingTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("takes a bill from Due through approval by another person to a partial payment, then to Paid", async () => {
    // September to November fell due before 2026-11-22; December is Due soon; January not yet.
    const lease = await kit.addLease(monthlyPeriods("2026-09", 5, "1000.00"));
    const [september] = lease.periodIds;
    expect(await kit.summary(lease.id)).toEqual({
      nextPaymentDue: "2026-09-16",
      nextPaymentAmount: "1000.00",
      arrears: "3000.00",
    });

    const submitted = await step("lease", { BillingPeriodId: september, Action: "Submit" });
    expect(submitted).toMatchObject({
      StatusCode: 0,
      StatusMessage: "Payment submitted.",
      Arrears: "3000.00",
      Period: { Status: LeasePaymentStatus.AwaitingApproval, StatusName: "Awaiting approval" },
    });
    expect(submitted.Period.SubmittedByName).toBe("Priya Natarajan");

    const own = await refusal("lease", { BillingPeriodId: september, Action: "Approve" });
    expect(own).toEqual({ fields: ["Action"], message: LEASE_PAYMENT_MESSAGES.submitterApproves });

    const approved = await step("admin", { BillingPeriodId: september, Action: "Approve" });
    expect(approved.Period).toMatchObject({ StatusName: "Approved", ApprovedByName: "Avery Collins" });
    const initiated = await step("lease", { BillingPeriodId: september, Action: "Initiate" });
    expect(initiated.Period.StatusName).toBe("Payment initiated");

    const partial = {
      BillingPeriodId: september,
      Action: "RecordPayment",
      TransactionId: "TX-0001",
      TransactionAmount: "400.5",
      RequestId: "pay-september-1",
    };
    const paidPart = await step("lease", partial);
    expect(paidPart).toMatchObject({
      StatusMessage: "Payment of 400.50 recorded.",
      Arrears: "2599.50",
      Period: {
        Status: LeasePaymentStatus.Due,
        PaidAmount: "400.50",
        Outstanding: "599.50",
        TransactionId: "TX-0001",
        TransactionAmount: "400.50",
        Overdue: true,
      },
    });
    expect(await kit.summary(lease.id)).toEqual({
      nextPaymentDue: "2026-09-16",
      nextPaymentAmount: "599.50",
      arrears: "2599.50",
    });

    // The same request again pays once and answers as before.
    expect(await step("lease", partial)).toEqual(paidPart);
    const rows = await kit.t.ctx.db
      .select({ id: leasePayments.id })
      .from(leasePayments)
      .where(
        and(eq(leasePayments.orgId, kit.who.admin.orgId), eq(leasePayments.requestId, "pay-september-1")),
      );
    expect(rows).toHaveLength(1);

    await step("admin", { BillingPeriodId: september, Action: "Submit" });
    await step("lease", { BillingPeriodId: september, Action: "Approve" });
    await step("admin", { BillingPeriodId: september, Action: "Initiate" });
    const over = await refusal("admin", {
      ...partial,
      TransactionAmount: "599.51",
      RequestId: "pay-september-2",
    });
    expect(over).toEqual({
      fields: ["TransactionAmount"],
      message: LEASE_PAYMENT_REFUSALS.overpaid("599.50"),
    });

    const settled = await step("admin", {
      ...partial,
      TransactionId: "TX-0002",
      TransactionAmount: "599.50",
      RequestId: "pay-september-2",
    });
    expect(settled).toMatchObject({
      Arrears: "2000.00",
      Period: { StatusName: "Paid", PaidAmount: "1000.00", Outstanding: "0.00", Overdue: false },
    });
    expect(settled.Period.TransactionId).toBe("TX-0002");
    expect(await kit.summary(lease.id)).toEqual({
      nextPaymentDue: "2026-10-16",
      nextPaymentAmount: "1000.00",
      arrears: "2000.00",
    });

    const { Entries } = await kit.history(lease.id);
    expect(Entries.map((e) => e.Summary).reverse()).toEqual([
      "Payment submitted for 2026-09-01 – 2026-09-30 (amount 1000.00)",
      "Payment approved for 2026-09-01 – 2026-09-30 (amount 1000.00)",
      "Payment initiated for 2026-09-01 – 2026-09-30 (amount 1000.00)",
      "Payment recorded for 2026-09-01 – 2026-09-30 (amount 400.50, transaction TX-0001)",
      "Payment submitted for 2026-09-01 – 2026-09-30 (amount 599.50)",
      "Payment approved for 2026-09-01 – 2026-09-30 (amount 599.50)",
      "Payment initiated for 2026-09-01 – 2026-09-30 (amount 599.50)",
      "Payment recorded for 2026-09-01 – 2026-09-30 (amount 599.50, transaction TX-0002)",
    ]);
    const last = Entries[0]!;
    expect(last.Changes).toEqual([
      { Field: "Status", From: "Payment initiated", To: "Paid" },
      { Field: "Paid amount", From: "400.50", To: "1000.00" },
      { Field: "Transaction ID", From: null, To: "TX-0002" },
    ]);
    const events = (await kit.events(lease.id)).map((e) => e.eventType);
    expect(events).toEqual([
      DomainEventType.LeasePaymentSubmitted,
      DomainEventType.LeasePaymentApproved,
      DomainEventType.LeasePaymentApproved,
      DomainEventType.LeasePaymentPaid,
      DomainEventType.LeasePaymentSubmitted,
      DomainEventType.LeasePaymentApproved,
      DomainEventType.LeasePaymentApproved,
      DomainEventType.LeasePaymentPaid,
    ]);
  });

  it("tells those who may approve of a submitted payment, and its submitter of what others did with it", async () => {
    const lease = await kit.addLease(monthlyPeriods("2026-10", 2, "750.00"));
    const [october] = lease.periodIds;
    await step("lease", { BillingPeriodId: october, Action: "Submit" });
    await step("admin", { BillingPeriodId: october, Action: "Hold" });
    const [submitted, held] = await kit.events(lease.id);
    const messageOf = (event: typeof submitted, actorName: string) =>
      notificationMessageFor(
        { ...event!, payload: event!.payload as Record<string, unknown> },
        { actorName },
      );

    const toApprovers = messageOf(submitted, "Priya Natarajan");
    expect(toApprovers?.recipients).toContain(kit.who.admin.employeeId);
    expect(toApprovers?.recipients).not.toContain(kit.who.lease.employeeId);
    expect(toApprovers?.bodyText).toContain("waits for your approval");
    expect(toApprovers?.completeUrl).toBe(`/LeaseManagement/details/${lease.id}?tab=Billing`);

    const toSubmitter = messageOf(held, "Avery Collins");
    expect(toSubmitter?.recipients).toEqual([kit.who.lease.employeeId]);
    expect(toSubmitter?.labelText).toBe("Lease,On Hold");
    expect(toSubmitter?.bodyText).toContain("put on hold the payment you submitted");
  });

  it("holds and releases a payment, and answers a repeated request as before without a second step", async () => {
    const lease = await kit.addLease(monthlyPeriods("2026-10", 2, "750.00"));
    const [october] = lease.periodIds;
    const submit = { BillingPeriodId: october, Action: "Submit", RequestId: "submit-october" };
    const first = await step("lease", submit);
    expect(await step("lease", submit)).toEqual(first);
    expect((await kit.history(lease.id)).Entries).toHaveLength(1);

    const reused = await refusal("lease", { ...submit, Action: "Hold" });
    expect(reused).toEqual({ fields: ["RequestId"], message: LEASE_PAYMENT_REFUSALS.requestReused });
    const ownHold = await refusal("lease", { BillingPeriodId: october, Action: "Hold" });
    expect(ownHold.message).toBe(LEASE_PAYMENT_MESSAGES.submitterHolds);

    const held = await step("admin", {
      BillingPeriodId: october,
      Action: "Hold",
      Comment: "Invoice missing",
    });
    expect(held.Period.StatusName).toBe("Hold");
    const released = await step("lease", { BillingPeriodId: october, Action: "Release" });
    expect(released.Period.StatusName).toBe("Awaiting approval");
    const [latest, hold] = (await kit.history(lease.id)).Entries;
    expect(latest!.Summary).toBe("Payment released from hold for 2026-10-01 – 2026-10-31 (amount 750.00)");
    expect(hold!.Summary).toBe(
      "Payment put on hold for 2026-10-01 – 2026-10-31 (amount 750.00): Invoice missing",
    );
  });

  it("refuses steps the payment's status does not allow, naming Action", async () => {
    const lease = await kit.addLease(monthlyPeriods("2027-01", 1, "500.00"));
    const [january] = lease.periodIds;
    expect(await kit.periodStatuses(lease.id)).toEqual([LeasePaymentStatus.None]);
    expect(await refusal("lease", { BillingPeriodId: january, Action: "Submit" })).toEqual({
      fields: ["Action"],
      message: LEASE_PAYMENT_MESSAGES.notDueYet,
    });
    expect(await refusal("lease", { BillingPeriodId: january, Action: "Approve" })).toEqual({
      fields: ["Action"],
      message: "A payment that is None cannot be approved.",
    });
    const missing = await refusal("lease", { BillingPeriodId: january, Action: "RecordPayment" });
    expect(missing.fields).toEqual(["TransactionId", "TransactionAmount"]);
  });

  it("takes payments on an active lease only", async () => {
    const lease = await kit.addLease(monthlyPeriods("2026-10", 1, "500.00"));
    await kit.setLeaseStatus(lease.id, LeaseStatus.Inactive);
    expect(await refusal("lease", { BillingPeriodId: lease.periodIds[0], Action: "Submit" })).toEqual({
      fields: ["Action"],
      message: "Payments are made on an active lease.",
    });
  });

  it("keeps each organisation's periods to itself, and the steps to those who may change billing", async () => {
    const lease = await kit.addLease(monthlyPeriods("2026-10", 1, "500.00"));
    const body = { BillingPeriodId: lease.periodIds[0], Action: "Submit" };
    const foreign = await refusal("globex", body, 404);
    expect(foreign.message).toBe(LEASE_PAYMENT_REFUSALS.periodNotFound);
    await refusal("viewer", body, 403);
    await refusal("tech", body, 403);
    expect(await kit.periodStatuses(lease.id)).toEqual([LeasePaymentStatus.Due]);
  });
});
