import { describe, expect, it } from "vitest";
import { LeasePaymentStatus, type LeasePaymentStatusId } from "./leases.enums.ts";
import {
  checkPaymentAction,
  DUE_SOON_DAYS,
  LEASE_PAYMENT_MESSAGES,
  LEASE_PAYMENT_STATUS_NAMES,
  LeasePaymentAction,
  paymentStatusOnDay,
  statusAfterPayment,
  type LeasePaymentActionValue,
} from "./lease-payment.rules.ts";

const { None, Due, AwaitingApproval, Approved, Hold, PaymentInitiated, Paid } = LeasePaymentStatus;
const { Submit, Approve, Release, Initiate, RecordPayment } = LeasePaymentAction;
const HoldAction = LeasePaymentAction.Hold;

const SUBMITTER = 7;
const APPROVER = 9;

const check = (action: LeasePaymentActionValue, statusId: LeasePaymentStatusId, actorId = APPROVER) =>
  checkPaymentAction({ action, statusId, actorId, submittedById: SUBMITTER });

describe("payment statuses and actions", () => {
  it("names each payment status", () => {
    expect(LEASE_PAYMENT_STATUS_NAMES).toEqual({
      [None]: "None",
      [Due]: "Due",
      [AwaitingApproval]: "Awaiting approval",
      [Approved]: "Approved",
      [Hold]: "Hold",
      [PaymentInitiated]: "Payment initiated",
      [Paid]: "Paid",
    });
  });

  it("offers six actions", () => {
    expect(Object.values(LeasePaymentAction)).toEqual([
      "Submit",
      "Approve",
      "Hold",
      "Release",
      "Initiate",
      "RecordPayment",
    ]);
  });
});

describe("checkPaymentAction", () => {
  it.each([
    [Submit, Due, AwaitingApproval],
    [Approve, AwaitingApproval, Approved],
    [HoldAction, AwaitingApproval, Hold],
    [HoldAction, Approved, Hold],
    [Release, Hold, AwaitingApproval],
    [Initiate, Approved, PaymentInitiated],
    [RecordPayment, PaymentInitiated, Paid],
  ])("lets %s move a payment from %i to %i", (action, statusId, to) => {
    expect(check(action, statusId)).toEqual({ ok: true, to });
  });

  it("refuses to submit a payment that is not due yet", () => {
    expect(check(Submit, None)).toEqual({ ok: false, message: "This payment is not due yet." });
  });

  it.each([
    [Approve, Paid, "A payment that is Paid cannot be approved."],
    [Approve, Due, "A payment that is Due cannot be approved."],
    [Approve, Hold, "A payment that is Hold cannot be approved."],
    [Submit, AwaitingApproval, "A payment that is Awaiting approval cannot be submitted for approval."],
    [Submit, Paid, "A payment that is Paid cannot be submitted for approval."],
    [HoldAction, Due, "A payment that is Due cannot be put on hold."],
    [HoldAction, PaymentInitiated, "A payment that is Payment initiated cannot be put on hold."],
    [Release, Approved, "A payment that is Approved cannot be released from hold."],
    [Initiate, AwaitingApproval, "A payment that is Awaiting approval cannot be initiated."],
    [Initiate, Hold, "A payment that is Hold cannot be initiated."],
    [RecordPayment, Approved, "A payment that is Approved cannot be recorded as paid."],
    [RecordPayment, Paid, "A payment that is Paid cannot be recorded as paid."],
  ])("refuses %s on a payment in status %i, naming both", (action, statusId, message) => {
    expect(check(action, statusId)).toEqual({ ok: false, message });
  });

  it("allows each action from exactly the statuses of its move", () => {
    const allowed: Record<LeasePaymentActionValue, LeasePaymentStatusId[]> = {
      Submit: [Due],
      Approve: [AwaitingApproval],
      Hold: [AwaitingApproval, Approved],
      Release: [Hold],
      Initiate: [Approved],
      RecordPayment: [PaymentInitiated],
    };
    for (const action of Object.values(LeasePaymentAction))
      for (const statusId of Object.values(LeasePaymentStatus))
        expect(check(action, statusId).ok, `${action} from ${statusId}`).toBe(
          allowed[action].includes(statusId),
        );
  });

  it("keeps whoever submitted a payment from approving or holding it", () => {
    expect(check(Approve, AwaitingApproval, SUBMITTER)).toEqual({
      ok: false,
      message: "The person who submitted a payment cannot approve it.",
    });
    expect(check(HoldAction, AwaitingApproval, SUBMITTER)).toEqual({
      ok: false,
      message: "The person who submitted a payment cannot hold it.",
    });
    expect(check(HoldAction, Approved, SUBMITTER)).toMatchObject({
      message: LEASE_PAYMENT_MESSAGES.submitterHolds,
    });
  });

  it("lets the submitter take the other steps", () => {
    expect(check(Release, Hold, SUBMITTER)).toEqual({ ok: true, to: AwaitingApproval });
    expect(check(Initiate, Approved, SUBMITTER)).toEqual({ ok: true, to: PaymentInitiated });
    expect(check(RecordPayment, PaymentInitiated, SUBMITTER)).toEqual({ ok: true, to: Paid });
  });

  it("lets anyone approve a payment nobody is recorded as submitting", () => {
    expect(
      checkPaymentAction({
        action: Approve,
        statusId: AwaitingApproval,
        actorId: SUBMITTER,
        submittedById: null,
      }),
    ).toEqual({ ok: true, to: Approved });
  });

  it("names the wrong status before the submitter when both apply", () => {
    expect(check(Approve, Paid, SUBMITTER)).toEqual({
      ok: false,
      message: LEASE_PAYMENT_MESSAGES.cannot(Approve, Paid),
    });
  });

  it.each([
    [100_000, 100_000, Paid],
    [100_000, 120_000, Paid],
    [100_000, 99_999, Due],
    [100_000, 0, Due],
  ])(
    "recording a payment on a bill of %i that brings the total to %i leaves it %i",
    (amountCents, paidCentsAfter, to) => {
      expect(
        checkPaymentAction({
          action: RecordPayment,
          statusId: PaymentInitiated,
          actorId: APPROVER,
          submittedById: SUBMITTER,
          payment: { amountCents, paidCentsAfter },
        }),
      ).toEqual({ ok: true, to });
    },
  );
});

describe("statusAfterPayment", () => {
  it.each([
    [100_000, 100_000, Paid],
    [100_000, 100_001, Paid],
    [100_000, 99_999, Due],
    [100_000, 0, Due],
    [0, 0, Paid],
  ])("a bill of %i with %i received is %i", (amountCents, paidCentsAfter, status) => {
    expect(statusAfterPayment(amountCents, paidCentsAfter)).toBe(status);
  });
});

describe("paymentStatusOnDay", () => {
  it("counts a bill as due from 30 days before its due date", () => {
    expect(DUE_SOON_DAYS).toBe(30);
  });

  it.each([
    ["2026-03-16", "2026-02-13", None],
    ["2026-03-16", "2026-02-14", Due],
    ["2026-03-16", "2026-03-01", Due],
    ["2026-03-16", "2026-03-16", Due],
    ["2026-03-16", "2026-05-01", Due],
    ["2026-01-10", "2025-12-11", Due],
    ["2026-01-10", "2025-12-10", None],
  ])("a bill not yet due with due date %s is, on %s, %i", (dueDate, today, status) => {
    expect(paymentStatusOnDay(None, dueDate, today)).toBe(status);
  });

  it.each([Due, AwaitingApproval, Approved, Hold, PaymentInitiated, Paid])(
    "leaves a payment in status %i as it is, whatever the day",
    (statusId) => {
      expect(paymentStatusOnDay(statusId, "2026-03-16", "2026-01-01")).toBe(statusId);
      expect(paymentStatusOnDay(statusId, "2026-03-16", "2026-04-01")).toBe(statusId);
    },
  );
});
