import { describe, expect, it } from "vitest";
import { LeasePaymentStatus } from "@fieldstead/domain";
import { PAYMENT_STEP_LABELS, paymentStepsOf } from "./payment-steps.ts";

const { None, Due, AwaitingApproval, Approved, Hold, PaymentInitiated, Paid } = LeasePaymentStatus;

describe("a payment's steps", () => {
  it.each([
    [None, []],
    [Due, ["Submit for approval"]],
    [AwaitingApproval, ["Approve", "Hold"]],
    [Approved, ["Initiate payment", "Hold"]],
    [Hold, ["Release"]],
    [PaymentInitiated, ["Record payment"]],
    [Paid, []],
  ])("in status %i are %j, the next one first", (status, expected) => {
    expect(paymentStepsOf(status).map((action) => PAYMENT_STEP_LABELS[action])).toEqual(expected);
  });

  it("are none for a status it does not know", () => {
    expect(paymentStepsOf(99)).toEqual([]);
  });
});
