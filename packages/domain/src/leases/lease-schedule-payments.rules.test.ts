import { describe, expect, it } from "vitest";
import { addDaysToDay, addMonthsToDay } from "./lease-dates.rules.ts";
import { BillingFrequency, LeasePaymentStatus } from "./leases.enums.ts";
import {
  arrearsCents,
  buildLeaseSchedule,
  nextPaymentDue,
  regenerateFutureSchedule,
  type LeaseScheduleInput,
  type RecordedPeriod,
} from "./lease-schedule.rules.ts";

const { Monthly } = BillingFrequency;
const { None, Due, AwaitingApproval, Approved, Hold, PaymentInitiated, Paid } = LeasePaymentStatus;

const lease = (terms: Partial<LeaseScheduleInput>): LeaseScheduleInput => ({
  StartDate: "2026-01-01",
  EndDate: "2026-12-31",
  RentCents: 100_000,
  RentFrequencyId: Monthly,
  Escalation: null,
  ...terms,
});

describe("regenerateFutureSchedule", () => {
  const recorded = (
    Id: number,
    PeriodStart: string,
    StatusId: RecordedPeriod["StatusId"] = Due,
    PaidCents = 0,
  ): RecordedPeriod => {
    const PeriodEnd = addDaysToDay(addMonthsToDay(PeriodStart, 1), -1);
    return {
      Id,
      PeriodStart,
      PeriodEnd,
      AmountCents: 100_000,
      DueDate: addDaysToDay(PeriodStart, 15),
      StatusId,
      PaidCents,
    };
  };
  const existing = [
    recorded(1, "2026-01-01", Paid, 100_000),
    recorded(2, "2026-02-01", Due, 40_000),
    recorded(3, "2026-03-01", Due),
    recorded(4, "2026-04-01", Due),
    recorded(5, "2026-05-01", AwaitingApproval),
    recorded(6, "2026-06-01", None),
    recorded(7, "2026-07-01", Paid, 100_000),
    recorded(8, "2026-08-01", None, 1),
    recorded(9, "2026-09-01", None),
  ];
  const next = buildLeaseSchedule(lease({ RentCents: 120_000 }));

  it("keeps past, acted-on and part-paid bills, and redoes only the future bills nobody has touched", () => {
    const today = "2026-03-15";
    const result = regenerateFutureSchedule(existing, next, today);
    expect(result.keep).toEqual([1, 2, 3, 5, 7, 8]);
    expect(result.remove).toEqual([4, 6, 9]);
    expect(result.add.map((period) => period.PeriodStart)).toEqual([
      "2026-04-01",
      "2026-06-01",
      "2026-09-01",
      "2026-10-01",
      "2026-11-01",
      "2026-12-01",
    ]);
    expect(result.add.every((period) => period.AmountCents === 120_000)).toBe(true);
  });

  it.each([
    [None, 0, false],
    [Due, 0, false],
    [Due, 1, true],
    [None, 50, true],
    [AwaitingApproval, 0, true],
    [Approved, 0, true],
    [Hold, 0, true],
    [PaymentInitiated, 0, true],
    [Paid, 100_000, true],
  ])("a future bill in status %i with %i cents paid is kept: %s", (StatusId, PaidCents, isKept) => {
    const result = regenerateFutureSchedule(
      [recorded(10, "2026-06-01", StatusId, PaidCents)],
      [],
      "2026-03-15",
    );
    expect(result).toEqual(
      isKept ? { keep: [10], remove: [], add: [] } : { keep: [], remove: [10], add: [] },
    );
  });

  it("keeps the bill running today and a bill starting today counts as future", () => {
    const result = regenerateFutureSchedule(
      [recorded(1, "2026-02-01", None), recorded(2, "2026-03-01", Due)],
      next,
      "2026-03-01",
    );
    expect(result.keep).toEqual([1]);
    expect(result.remove).toEqual([2]);
    expect(result.add[0]?.PeriodStart).toBe("2026-03-01");
  });

  it("adds no new bill over a kept one when the new terms shift the periods", () => {
    // New terms bill from the 15th: each of 03-15 … 08-14 overlaps a kept bill (March, running today; May,
    // awaiting approval; July, paid; August, part paid), so the new bills resume on 09-15.
    const shifted = buildLeaseSchedule(lease({ StartDate: "2026-01-15", EndDate: "2026-12-14" }));
    const result = regenerateFutureSchedule(existing, shifted, "2026-03-15");
    expect(result.remove).toEqual([4, 6, 9]);
    expect(result.add.map((period) => period.PeriodStart)).toEqual([
      "2026-09-15",
      "2026-10-15",
      "2026-11-15",
    ]);
  });

  it("adds the new terms' bills past the old end when a lease is extended", () => {
    const extended = buildLeaseSchedule(lease({ EndDate: "2027-02-28" }));
    const result = regenerateFutureSchedule(existing, extended, "2026-03-15");
    expect(result.add.map((period) => period.PeriodStart).slice(-2)).toEqual(["2027-01-01", "2027-02-01"]);
  });

  it("never adds a bill that starts before today", () => {
    const result = regenerateFutureSchedule([], next, "2026-11-20");
    expect(result.add.map((period) => period.PeriodStart)).toEqual(["2026-12-01"]);
  });
});

describe("arrearsCents", () => {
  const bill = (
    DueDate: string,
    AmountCents: number,
    PaidCents: number,
    StatusId: RecordedPeriod["StatusId"],
  ) => ({
    DueDate,
    AmountCents,
    PaidCents,
    StatusId,
  });

  it("adds up what remains of the bills that fell due before today", () => {
    const periods = [
      bill("2026-01-16", 100_000, 100_000, Paid),
      bill("2026-02-16", 100_000, 40_000, Due),
      bill("2026-03-16", 100_000, 0, AwaitingApproval),
      bill("2026-04-16", 100_000, 0, Due),
      bill("2026-05-16", 100_000, 0, None),
    ];
    expect(arrearsCents(periods, "2026-04-16")).toBe(160_000);
    expect(arrearsCents(periods, "2026-04-17")).toBe(260_000);
    expect(arrearsCents(periods, "2026-01-16")).toBe(0);
  });

  it("owes nothing on a bill marked Paid or paid in full, even overpaid", () => {
    expect(
      arrearsCents(
        [bill("2026-01-16", 100_000, 0, Paid), bill("2026-02-16", 100_000, 120_000, PaymentInitiated)],
        "2026-12-31",
      ),
    ).toBe(0);
  });

  it("owes nothing without bills", () => {
    expect(arrearsCents([], "2026-12-31")).toBe(0);
  });
});

describe("nextPaymentDue", () => {
  const bill = (
    PeriodStart: string,
    DueDate: string,
    PaidCents = 0,
    StatusId: RecordedPeriod["StatusId"] = Due,
  ) => ({
    PeriodStart,
    DueDate,
    AmountCents: 100_000,
    PaidCents,
    StatusId,
  });

  it("names the earliest unpaid bill, overdue ones first, with what remains of it", () => {
    const periods = [
      bill("2026-03-01", "2026-03-16"),
      bill("2026-01-01", "2026-01-16", 100_000, Paid),
      bill("2026-02-01", "2026-02-16", 30_000),
    ];
    expect(nextPaymentDue(periods, "2026-03-01")).toEqual({ DueDate: "2026-02-16", AmountCents: 70_000 });
  });

  it("names the next bill due when nothing is overdue", () => {
    const periods = [
      bill("2026-01-01", "2026-01-16", 100_000, Paid),
      bill("2026-02-01", "2026-02-16", 0, None),
    ];
    expect(nextPaymentDue(periods, "2026-01-20")).toEqual({ DueDate: "2026-02-16", AmountCents: 100_000 });
  });

  it("takes the bill whose period starts first when two fall due the same day", () => {
    const periods = [bill("2026-02-01", "2026-02-16", 10_000), bill("2026-01-20", "2026-02-16", 20_000)];
    expect(nextPaymentDue(periods, "2026-01-01")).toEqual({ DueDate: "2026-02-16", AmountCents: 80_000 });
  });

  it("names nothing when every bill is paid", () => {
    expect(
      nextPaymentDue(
        [bill("2026-01-01", "2026-01-16", 100_000, Paid), bill("2026-02-01", "2026-02-16", 100_000)],
        "2026-03-01",
      ),
    ).toBeNull();
    expect(nextPaymentDue([], "2026-03-01")).toBeNull();
  });
});
