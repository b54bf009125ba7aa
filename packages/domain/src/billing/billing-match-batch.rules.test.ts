import { describe, expect, it } from "vitest";
import { ModuleId } from "../permissions/permissions.enums.ts";
import { BatchAction, BatchStatus, InvoicePaymentState, type BatchActionValue } from "./billing.enums.ts";
import {
  checkMatchAmount,
  checkMatchBatchMove,
  invoicePaymentStateOf,
  isMatchBatchEditable,
  MATCH_BATCH_MOVES,
  matchBatchMovesFrom,
  receiptMatchStateOf,
} from "./billing-match-batch.rules.ts";

const { Draft, RequestForReview, Approved, Rejected, Generated, Locked } = BatchStatus;
const { RequestReview, Approve, Reject, Redraft, Generate, Lock } = BatchAction;

describe("the moves of a batch of matches", () => {
  it.each([
    [Draft, RequestReview, RequestForReview],
    [RequestForReview, Approve, Approved],
    [RequestForReview, Reject, Rejected],
    [Rejected, Redraft, Draft],
    [Approved, Lock, Locked],
  ] as const)("from %s, %s leads to %s", (statusId, action, to) => {
    expect(checkMatchBatchMove({ statusId, action })).toEqual({ ok: true, to });
  });

  it.each([
    [Draft, Approve, "'Approve' is for a batch in Request for Review; this batch is Draft."],
    [Draft, Lock, "'Lock' is for a batch in Approved; this batch is Draft."],
    [Approved, Reject, "'Reject' is for a batch in Request for Review; this batch is Approved."],
    [
      RequestForReview,
      Redraft,
      "'Back to draft' is for a batch in Rejected; this batch is Request for Review.",
    ],
    [Locked, Redraft, "A locked batch cannot be changed."],
    [Locked, Lock, "A locked batch cannot be changed."],
  ] as const)("from %s, %s is refused", (statusId, action, message) => {
    expect(checkMatchBatchMove({ statusId, action })).toEqual({ ok: false, message });
  });

  it.each([Draft, Approved, Generated])("never generates (from %s)", (statusId) => {
    const check = checkMatchBatchMove({ statusId, action: Generate });
    expect(check.ok).toBe(false);
    expect(check.ok ? "" : check.message).toMatch(/Generate' does not apply/);
  });

  it("offers each state's moves, and none once locked", () => {
    expect(matchBatchMovesFrom(Draft)).toEqual([RequestReview]);
    expect(matchBatchMovesFrom(RequestForReview)).toEqual([Approve, Reject]);
    expect(matchBatchMovesFrom(Rejected)).toEqual([Redraft]);
    expect(matchBatchMovesFrom(Approved)).toEqual([Lock]);
    expect(matchBatchMovesFrom(Locked)).toEqual([]);
  });

  it("asks each move's own capability", () => {
    const capabilities = Object.fromEntries(
      Object.entries(MATCH_BATCH_MOVES).map(([a, m]) => [a as BatchActionValue, m.capability]),
    );
    expect(capabilities).toEqual({
      RequestReview: ModuleId.BillingRequestReview,
      Approve: ModuleId.BillingApprove,
      Reject: ModuleId.BillingReject,
      Redraft: ModuleId.BillingDraft,
      Lock: ModuleId.BillingLock,
    });
  });

  it.each([
    [Draft, true],
    [RequestForReview, false],
    [Rejected, false],
    [Approved, false],
    [Locked, false],
  ] as const)("a batch in %s takes or gives up matches: %s", (statusId, editable) => {
    expect(isMatchBatchEditable(statusId)).toBe(editable);
  });
});

describe("payment and match states", () => {
  it.each([
    [10_000, 0, InvoicePaymentState.Unpaid],
    [10_000, 1, InvoicePaymentState.PartlyPaid],
    [10_000, 9_999, InvoicePaymentState.PartlyPaid],
    [10_000, 10_000, InvoicePaymentState.Paid],
  ])("an invoice of %i cents with %i paid", (totalCents, paidCents, state) => {
    expect(invoicePaymentStateOf({ totalCents, paidCents })).toBe(state);
  });

  it.each([
    [5_000, 0, "Unmatched"],
    [5_000, 2_500, "Partly matched"],
    [5_000, 5_000, "Matched"],
  ])("a payment of %i cents with %i matched", (amountCents, matchedCents, state) => {
    expect(receiptMatchStateOf({ amountCents, matchedCents })).toBe(state);
  });
});

describe("checkMatchAmount", () => {
  it("takes what both still have when no amount is asked", () => {
    expect(checkMatchAmount({ askedCents: null, unmatchedCents: 7_000, outstandingCents: 5_000 })).toEqual({
      ok: true,
      amountCents: 5_000,
    });
    expect(checkMatchAmount({ askedCents: null, unmatchedCents: 3_000, outstandingCents: 5_000 })).toEqual({
      ok: true,
      amountCents: 3_000,
    });
  });

  it.each([
    [6_000, 5_000, 9_000, "Amount is more than the 50.00 the payment has left to match."],
    [6_000, 9_000, 5_000, "Amount is more than the 50.00 the invoice still owes."],
    [1, 0, 5_000, "This payment is matched in full already."],
    [1, 5_000, 0, "This invoice is paid in full already."],
  ])(
    "refuses %i cents (payment has %i, invoice owes %i)",
    (askedCents, unmatchedCents, outstandingCents, message) => {
      expect(checkMatchAmount({ askedCents, unmatchedCents, outstandingCents })).toEqual({
        ok: false,
        message,
      });
    },
  );

  it("takes an amount both can bear, to the cent", () => {
    expect(checkMatchAmount({ askedCents: 5_000, unmatchedCents: 5_000, outstandingCents: 5_000 })).toEqual({
      ok: true,
      amountCents: 5_000,
    });
  });
});
