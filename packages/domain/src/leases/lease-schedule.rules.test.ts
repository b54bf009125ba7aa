import { describe, expect, it } from "vitest";
import { addDaysToDay, addMonthsToDay } from "./lease-dates.rules.ts";
import { BillingFrequency } from "./leases.enums.ts";
import {
  buildLeaseSchedule,
  LEASE_DUE_AFTER_DAYS,
  type LeaseEscalation,
  type LeaseScheduleInput,
} from "./lease-schedule.rules.ts";

const { Monthly, Quarterly, Yearly } = BillingFrequency;

const lease = (terms: Partial<LeaseScheduleInput>): LeaseScheduleInput => ({
  StartDate: "2026-01-01",
  EndDate: "2026-12-31",
  RentCents: 100_000,
  RentFrequencyId: Monthly,
  Escalation: null,
  ...terms,
});

const spans = (input: LeaseScheduleInput) =>
  buildLeaseSchedule(input).map(({ PeriodStart, PeriodEnd }) => [PeriodStart, PeriodEnd]);
const amounts = (input: LeaseScheduleInput) => buildLeaseSchedule(input).map((period) => period.AmountCents);

const percent = (BasisPoints: number, EveryMonths: number, FromDate: string): LeaseEscalation => ({
  Kind: "Percent",
  BasisPoints,
  EveryMonths,
  FromDate,
});

describe("buildLeaseSchedule: periods", () => {
  it("bills a yearly lease one year at a time, the last period ending on Lease End", () => {
    expect(spans(lease({ EndDate: "2028-12-31", RentFrequencyId: Yearly }))).toEqual([
      ["2026-01-01", "2026-12-31"],
      ["2027-01-01", "2027-12-31"],
      ["2028-01-01", "2028-12-31"],
    ]);
  });

  it("bills a quarterly lease one quarter at a time", () => {
    expect(spans(lease({ RentFrequencyId: Quarterly }))).toEqual([
      ["2026-01-01", "2026-03-31"],
      ["2026-04-01", "2026-06-30"],
      ["2026-07-01", "2026-09-30"],
      ["2026-10-01", "2026-12-31"],
    ]);
  });

  it("reads a Lease End exactly whole months on as the day after the lease's last day", () => {
    const inclusive = buildLeaseSchedule(lease({ EndDate: "2026-12-31" }));
    const exclusive = buildLeaseSchedule(lease({ EndDate: "2027-01-01" }));
    expect(exclusive).toEqual(inclusive);
    expect(exclusive).toHaveLength(12);
    expect(exclusive.at(-1)).toMatchObject({ PeriodStart: "2026-12-01", PeriodEnd: "2026-12-31" });
  });

  it("bills a lease from a month's end from that day every month, without drifting to the 28th", () => {
    expect(spans(lease({ StartDate: "2026-01-31", EndDate: "2026-07-30" }))).toEqual([
      ["2026-01-31", "2026-02-27"],
      ["2026-02-28", "2026-03-30"],
      ["2026-03-31", "2026-04-29"],
      ["2026-04-30", "2026-05-30"],
      ["2026-05-31", "2026-06-29"],
      ["2026-06-30", "2026-07-30"],
    ]);
  });

  it("follows a leap day through the years", () => {
    expect(spans(lease({ StartDate: "2028-02-29", EndDate: "2032-02-28", RentFrequencyId: Yearly }))).toEqual(
      [
        ["2028-02-29", "2029-02-27"],
        ["2029-02-28", "2030-02-27"],
        ["2030-02-28", "2031-02-27"],
        ["2031-02-28", "2032-02-28"],
      ],
    );
  });

  it("ends a lease that is not a whole number of periods with a shorter period, billed in full", () => {
    expect(buildLeaseSchedule(lease({ EndDate: "2026-02-14" }))).toEqual([
      { PeriodStart: "2026-01-01", PeriodEnd: "2026-01-31", AmountCents: 100_000, DueDate: "2026-01-16" },
      { PeriodStart: "2026-02-01", PeriodEnd: "2026-02-14", AmountCents: 100_000, DueDate: "2026-02-16" },
    ]);
  });

  it("bills a one-day lease once", () => {
    expect(spans(lease({ EndDate: "2026-01-01" }))).toEqual([["2026-01-01", "2026-01-01"]]);
  });

  it.each([
    ["2026-01-02", "2026-01-01"],
    ["2026-02-30", "2026-12-31"],
    ["2026-01-01", "31/12/2026"],
  ])("gives no bills from %s to %s", (StartDate, EndDate) => {
    expect(buildLeaseSchedule(lease({ StartDate, EndDate }))).toEqual([]);
  });

  it("bills a 20-year monthly lease in 240 back-to-back periods", () => {
    const periods = buildLeaseSchedule(
      lease({ StartDate: "2026-01-31", EndDate: "2046-01-30", Escalation: percent(350, 12, "2027-01-31") }),
    );
    expect(periods).toHaveLength(240);
    expect(periods[0]).toMatchObject({ PeriodStart: "2026-01-31", PeriodEnd: "2026-02-27" });
    expect(periods.at(-1)).toMatchObject({ PeriodStart: "2045-12-31", PeriodEnd: "2046-01-30" });
    periods.forEach((period, k) => {
      expect(period.PeriodStart).toBe(addMonthsToDay("2026-01-31", k));
      const next = periods[k + 1];
      if (next) expect(addDaysToDay(period.PeriodEnd, 1)).toBe(next.PeriodStart);
    });
  });

  it("builds a 20-year monthly schedule well within a millisecond", () => {
    const input = lease({
      StartDate: "2026-01-31",
      EndDate: "2046-01-30",
      Escalation: percent(350, 1, "2026-03-31"),
    });
    for (let i = 0; i < 50; i += 1) buildLeaseSchedule(input);
    const runs = 200;
    const started = new Date().getTime();
    for (let i = 0; i < runs; i += 1) buildLeaseSchedule(input);
    expect((new Date().getTime() - started) / runs).toBeLessThan(1);
  });
});

describe("buildLeaseSchedule: due dates", () => {
  it(`falls due ${LEASE_DUE_AFTER_DAYS} days after each period starts unless told otherwise`, () => {
    expect(LEASE_DUE_AFTER_DAYS).toBe(15);
    expect(buildLeaseSchedule(lease({ RentFrequencyId: Quarterly })).map((period) => period.DueDate)).toEqual(
      ["2026-01-16", "2026-04-16", "2026-07-16", "2026-10-16"],
    );
  });

  it.each([
    [0, ["2026-01-31", "2026-02-28", "2026-03-31"]],
    [5, ["2026-02-05", "2026-03-05", "2026-04-05"]],
    [45, ["2026-03-17", "2026-04-14", "2026-05-15"]],
  ])("falls due %i days after the start", (DueAfterDays, dueDates) => {
    const periods = buildLeaseSchedule(
      lease({ StartDate: "2026-01-31", EndDate: "2026-04-29", DueAfterDays }),
    );
    expect(periods.map((period) => period.DueDate)).toEqual(dueDates);
  });
});

describe("buildLeaseSchedule: rent increases", () => {
  it("compounds a yearly 3.5% increase, rounding each step half up to the cent", () => {
    const input = lease({
      EndDate: "2029-12-31",
      RentFrequencyId: Yearly,
      Escalation: percent(350, 12, "2027-01-01"),
    });
    // 103500 × 1.035 = 107122.5 → 107123; 107123 × 1.035 = 110872.305 → 110872.
    expect(amounts(input)).toEqual([100_000, 103_500, 107_123, 110_872]);
  });

  it("raises a monthly lease's rent from the first period starting on or after each increase date", () => {
    const input = lease({ EndDate: "2028-06-30", Escalation: percent(350, 12, "2027-01-01") });
    const periods = buildLeaseSchedule(input);
    expect(periods).toHaveLength(30);
    expect(periods.filter((period) => period.PeriodStart < "2027-01-01").map((p) => p.AmountCents)).toEqual(
      Array(12).fill(100_000),
    );
    expect(periods.filter((p) => p.PeriodStart >= "2027-01-01" && p.PeriodStart < "2028-01-01").length).toBe(
      12,
    );
    expect(new Set(periods.slice(12, 24).map((p) => p.AmountCents))).toEqual(new Set([103_500]));
    expect(new Set(periods.slice(24).map((p) => p.AmountCents))).toEqual(new Set([107_123]));
  });

  it("adds a fixed amount at each increase", () => {
    const Escalation: LeaseEscalation = {
      Kind: "Amount",
      Cents: 2_550,
      EveryMonths: 12,
      FromDate: "2027-01-01",
    };
    expect(amounts(lease({ EndDate: "2029-12-31", RentFrequencyId: Yearly, Escalation }))).toEqual([
      100_000, 102_550, 105_100, 107_650,
    ]);
  });

  it("waits for a period's start: an increase within a period shows from the next one", () => {
    const input = lease({ EndDate: "2026-05-31", Escalation: percent(1_000, 12, "2026-03-15") });
    expect(amounts(input)).toEqual([100_000, 100_000, 100_000, 110_000, 110_000]);
  });

  it("counts every increase that has passed: half-yearly increases on a yearly bill come two at a time", () => {
    const input = lease({
      EndDate: "2028-12-31",
      RentFrequencyId: Yearly,
      Escalation: percent(1_000, 6, "2026-07-01"),
    });
    expect(amounts(input)).toEqual([100_000, 121_000, 146_410]);
  });

  it("raises the first period when the increases began on or before Lease Start", () => {
    expect(amounts(lease({ EndDate: "2026-02-28", Escalation: percent(1_000, 12, "2026-01-01") }))).toEqual([
      110_000, 110_000,
    ]);
    // 2020-01-01 to 2026-01-01: seven increases have passed by the lease's start.
    const Escalation: LeaseEscalation = {
      Kind: "Amount",
      Cents: 100,
      EveryMonths: 12,
      FromDate: "2020-01-01",
    };
    expect(amounts(lease({ EndDate: "2026-01-31", Escalation }))).toEqual([100_700]);
  });

  it("counts increase dates from FromDate, so a month-end increase date does not drift", () => {
    // Increases on 01-31, 02-28, 03-31, 04-30, 05-31, 06-30 …; bills start on the 30th.
    const Escalation: LeaseEscalation = {
      Kind: "Amount",
      Cents: 100,
      EveryMonths: 1,
      FromDate: "2026-01-31",
    };
    const input = lease({ StartDate: "2026-03-30", EndDate: "2026-07-29", RentCents: 1_000, Escalation });
    expect(amounts(input)).toEqual([1_200, 1_400, 1_400, 1_600]);
  });

  it("rounds exactly for large amounts and for decreases", () => {
    const big = lease({ EndDate: "2027-12-31", RentFrequencyId: Yearly, RentCents: 99_999_999_999_999 });
    expect(amounts({ ...big, Escalation: percent(1, 12, "2027-01-01") })).toEqual([
      99_999_999_999_999, 100_009_999_999_999,
    ]);
    const small = lease({ EndDate: "2027-12-31", RentFrequencyId: Yearly, RentCents: 10_001 });
    expect(amounts({ ...small, Escalation: percent(-5_000, 12, "2027-01-01") })).toEqual([10_001, 5_001]);
  });

  it("agrees with counting the increase dates one by one", () => {
    const starts = ["2026-01-01", "2026-01-15", "2026-01-31", "2028-02-29", "2026-08-30"];
    const froms = ["2025-11-30", "2026-01-31", "2026-02-28", "2026-07-15", "2027-03-31"];
    for (const StartDate of starts)
      for (const RentFrequencyId of [Monthly, Quarterly, Yearly])
        for (const FromDate of froms)
          for (const EveryMonths of [1, 5, 12]) {
            const Escalation: LeaseEscalation = { Kind: "Amount", Cents: 1, EveryMonths, FromDate };
            const periods = buildLeaseSchedule({
              StartDate,
              EndDate: addDaysToDay(addMonthsToDay(StartDate, 36), -1),
              RentCents: 0,
              RentFrequencyId,
              Escalation,
            });
            for (const period of periods) {
              let passed = 0;
              while (addMonthsToDay(FromDate, passed * EveryMonths) <= period.PeriodStart) passed += 1;
              expect(period.AmountCents).toBe(passed);
            }
          }
  });

  it("refuses an increase every fewer than one month", () => {
    const Escalation: LeaseEscalation = { Kind: "Amount", Cents: 1, EveryMonths: 0, FromDate: "2026-01-01" };
    expect(() => buildLeaseSchedule(lease({ Escalation }))).toThrow(RangeError);
  });
});
