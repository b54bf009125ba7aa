import { describe, expect, it } from "vitest";
import { BillingFrequency } from "./leases.enums.ts";
import {
  checkLeaseTenure,
  LEASE_TENURE_MESSAGES,
  MONTHS_PER_BILLING_PERIOD,
  TENURE_STEP_MONTHS,
  tenureMonths,
} from "./lease-tenure.rules.ts";

const { Monthly, Quarterly, Yearly } = BillingFrequency;

describe("billing periods and tenure steps", () => {
  it("bills a month, a quarter or a year at a time", () => {
    expect(MONTHS_PER_BILLING_PERIOD).toEqual({ [Monthly]: 1, [Quarterly]: 3, [Yearly]: 12 });
  });

  it("needs whole months, half years or whole years of tenure", () => {
    expect(TENURE_STEP_MONTHS).toEqual({ [Monthly]: 1, [Quarterly]: 6, [Yearly]: 12 });
  });

  it("words the refusals exactly as the forms show them", () => {
    expect(LEASE_TENURE_MESSAGES).toEqual({
      yearly:
        "The lease tenure should be a multiple of 1 year. Please choose a valid Lease Start and Lease End date combination",
      quarterly:
        "The lease tenure should be a multiple of 0.5 years. Please choose a valid Lease Start and Lease End date combination",
      overview:
        "The lease tenure should be a multiple of 6 months.Please choose a valid Lease Start and Lease End date combination",
      monthly:
        "The lease tenure should be a multiple of 1 month. Please choose a valid Lease Start and Lease End date combination",
      endBeforeStart: "Lease End must be after Lease Start.",
    });
  });
});

describe("tenureMonths", () => {
  it.each([
    ["2026-01-01", "2026-12-31", 12],
    ["2026-01-01", "2027-01-01", 12],
    ["2026-01-01", "2026-01-31", 1],
    ["2026-01-01", "2026-02-01", 1],
    ["2026-01-15", "2026-02-14", 1],
    ["2026-01-15", "2026-02-15", 1],
    ["2026-01-31", "2026-02-27", 1],
    ["2026-01-31", "2026-02-28", 1],
    ["2028-01-31", "2028-02-28", 1],
    ["2028-01-31", "2028-02-29", 1],
    ["2026-01-31", "2026-03-30", 2],
    ["2026-01-31", "2026-03-31", 2],
    ["2026-03-31", "2026-04-29", 1],
    ["2026-03-31", "2026-04-30", 1],
    ["2028-02-29", "2029-02-27", 12],
    ["2028-02-29", "2029-02-28", 12],
    ["2026-07-01", "2027-06-30", 12],
    ["2026-01-01", "2026-06-30", 6],
    ["2026-01-01", "2027-01-31", 13],
    ["2026-01-01", "2045-12-31", 240],
    ["2026-01-01", "2046-01-01", 240],
  ])("%s to %s is %i months", (start, end, months) => {
    expect(tenureMonths(start, end)).toBe(months);
  });

  it.each([
    ["2026-01-01", "2026-12-30"],
    ["2026-01-01", "2027-01-02"],
    ["2026-01-15", "2026-02-13"],
    ["2026-01-15", "2026-02-16"],
    ["2026-01-31", "2026-02-26"],
    ["2026-01-01", "2026-01-01"],
    ["2026-01-01", "2026-01-30"],
    ["2026-03-01", "2026-02-28"],
    ["2026-02-30", "2026-03-30"],
    ["2026-01-01", "2026-13-01"],
  ])("%s to %s is not a whole number of months", (start, end) => {
    expect(tenureMonths(start, end)).toBeNull();
  });
});

describe("checkLeaseTenure", () => {
  it.each([
    [Yearly, "2026-01-01", "2026-12-31", 12],
    [Yearly, "2026-01-01", "2027-01-01", 12],
    [Yearly, "2026-03-15", "2029-03-14", 36],
    [Quarterly, "2026-01-01", "2026-06-30", 6],
    [Quarterly, "2026-01-01", "2027-06-30", 18],
    [Quarterly, "2026-01-01", "2027-01-01", 12],
    [Monthly, "2026-01-01", "2026-01-31", 1],
    [Monthly, "2026-01-01", "2027-01-31", 13],
    [Monthly, "2026-01-31", "2026-02-27", 1],
  ])("accepts a lease billed %i from %s to %s (%i months)", (RentFrequencyId, StartDate, EndDate, months) => {
    expect(checkLeaseTenure({ StartDate, EndDate, RentFrequencyId })).toEqual({ ok: true, months });
    expect(checkLeaseTenure({ StartDate, EndDate, RentFrequencyId, form: "overview" })).toEqual({
      ok: true,
      months,
    });
  });

  it.each([
    [Yearly, "2026-01-01", "2027-01-31", LEASE_TENURE_MESSAGES.yearly],
    [Yearly, "2026-01-01", "2026-06-30", LEASE_TENURE_MESSAGES.yearly],
    [Yearly, "2026-01-01", "2026-12-30", LEASE_TENURE_MESSAGES.yearly],
    [Quarterly, "2026-01-01", "2026-03-31", LEASE_TENURE_MESSAGES.quarterly],
    [Quarterly, "2026-01-01", "2026-09-30", LEASE_TENURE_MESSAGES.quarterly],
    [Quarterly, "2026-01-01", "2026-06-29", LEASE_TENURE_MESSAGES.quarterly],
    [Monthly, "2026-01-01", "2026-02-14", LEASE_TENURE_MESSAGES.monthly],
    [Monthly, "2026-01-01", "2026-01-15", LEASE_TENURE_MESSAGES.monthly],
  ])(
    "refuses a lease billed %i from %s to %s under Lease End",
    (RentFrequencyId, StartDate, EndDate, message) => {
      expect(checkLeaseTenure({ StartDate, EndDate, RentFrequencyId })).toEqual({
        ok: false,
        field: "EndDate",
        message,
      });
    },
  );

  it("refuses a 13-month yearly lease with the yearly message", () => {
    expect(
      checkLeaseTenure({ StartDate: "2026-01-01", EndDate: "2027-01-31", RentFrequencyId: Yearly }),
    ).toEqual({ ok: false, field: "EndDate", message: LEASE_TENURE_MESSAGES.yearly });
  });

  it("words the quarterly refusal its own way on the overview form, and only that one", () => {
    const quarterly = { StartDate: "2026-01-01", EndDate: "2026-03-31", RentFrequencyId: Quarterly } as const;
    expect(checkLeaseTenure({ ...quarterly, form: "overview" })).toEqual({
      ok: false,
      field: "EndDate",
      message: LEASE_TENURE_MESSAGES.overview,
    });
    expect(checkLeaseTenure({ ...quarterly, form: "register" })).toMatchObject({
      message: LEASE_TENURE_MESSAGES.quarterly,
    });
    expect(
      checkLeaseTenure({
        StartDate: "2026-01-01",
        EndDate: "2027-03-31",
        RentFrequencyId: Yearly,
        form: "overview",
      }),
    ).toMatchObject({ message: LEASE_TENURE_MESSAGES.yearly });
    expect(
      checkLeaseTenure({
        StartDate: "2026-01-01",
        EndDate: "2026-01-20",
        RentFrequencyId: Monthly,
        form: "overview",
      }),
    ).toMatchObject({ message: LEASE_TENURE_MESSAGES.monthly });
  });

  it.each([
    ["2026-01-01", "2026-01-01"],
    ["2026-06-01", "2026-01-01"],
    ["2027-01-01", "2026-01-01"],
  ])("refuses Lease Start %s with Lease End %s, not after it, whatever the billing", (StartDate, EndDate) => {
    for (const RentFrequencyId of [Monthly, Quarterly, Yearly])
      for (const form of ["register", "overview"] as const)
        expect(checkLeaseTenure({ StartDate, EndDate, RentFrequencyId, form })).toEqual({
          ok: false,
          field: "EndDate",
          message: LEASE_TENURE_MESSAGES.endBeforeStart,
        });
  });
});
