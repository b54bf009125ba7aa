import { describe, expect, it } from "vitest";
import {
  PAYMENT_RUN_MESSAGES,
  paymentRunNumber,
  paymentRunTransactionId,
  pickRunBills,
  totalOfCents,
} from "./payment-runs.rules.ts";

const bill = (periodId: number) => ({ periodId });

describe("payment run numbers and transaction ids", () => {
  it.each([
    [1, "PR-000001"],
    [42, "PR-000042"],
    [123456, "PR-123456"],
    [1234567, "PR-1234567"],
  ])("run %i is numbered %s", (value, expected) => {
    expect(paymentRunNumber(value)).toBe(expected);
  });

  it("numbers each payment of a run after the run", () => {
    expect(paymentRunTransactionId("PR-000007", 3)).toBe("TX-PR-000007-3");
  });

  it("adds amounts in whole cents", () => {
    expect(totalOfCents([10, 20, 150000])).toBe("1500.30");
    expect(totalOfCents([])).toBe("0.00");
  });
});

describe("pickRunBills", () => {
  const waiting = [bill(1), bill(2), bill(3)];

  it("takes every waiting bill when none is chosen", () => {
    expect(pickRunBills({ waiting, periodIds: null })).toEqual({ ok: true, bills: waiting, skipped: 0 });
  });

  it("takes the chosen bills that still wait, counting those that no longer do", () => {
    expect(pickRunBills({ waiting, periodIds: [3, 1, 9] })).toEqual({
      ok: true,
      bills: [bill(1), bill(3)],
      skipped: 1,
    });
  });

  it.each([
    ["nothing waits", [], null, null, PAYMENT_RUN_MESSAGES.nothingApproved],
    ["none of the chosen waits", waiting, [8, 9], "PeriodIds", PAYMENT_RUN_MESSAGES.noneOfChosen],
  ])("makes no run when %s", (_case, bills, periodIds, field, message) => {
    expect(pickRunBills({ waiting: bills, periodIds })).toEqual({ ok: false, field, message });
  });
});

describe("the run's messages", () => {
  it("say what was initiated and what was left out", () => {
    expect(PAYMENT_RUN_MESSAGES.initiated("PR-000001", 2, 300050, 0)).toBe(
      "Payment run PR-000001 initiated: 2 bills, 3,000.50.",
    );
    expect(PAYMENT_RUN_MESSAGES.initiated("PR-000001", 1, 100, 2)).toBe(
      "Payment run PR-000001 initiated: 1 bill, 1.00. 2 chosen bills were no longer waiting and left out.",
    );
  });

  it("say what was paid and what was left unpaid", () => {
    expect(PAYMENT_RUN_MESSAGES.processed("PR-000002", 1, 50000, 1)).toBe(
      "Payment run PR-000002 processed: 1 payment, 500.00. 1 bill was no longer awaiting payment and left unpaid.",
    );
  });
});
