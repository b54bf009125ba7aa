import { describe, expect, it } from "vitest";
import { BillingReportKind } from "./billing-reports.enums.ts";
import { BillingReportParamsSchema } from "./billing-reports.schemas.ts";

const fieldsOf = (input: unknown) => {
  const parsed = BillingReportParamsSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("a billing report's parameters", () => {
  it("asks the period reports for both months, in order, over at most 36 months", () => {
    expect(fieldsOf({ Kind: BillingReportKind.Revenue })).toEqual([
      "FromPeriod: FromPeriod is required.",
      "ToPeriod: ToPeriod is required.",
    ]);
    expect(fieldsOf({ Kind: BillingReportKind.Revenue, FromPeriod: "2026-11", ToPeriod: "2026-10" })).toEqual(
      ["ToPeriod: ToPeriod is before FromPeriod."],
    );
    expect(
      fieldsOf({ Kind: BillingReportKind.TaxCollected, FromPeriod: "2024-01", ToPeriod: "2027-01" }),
    ).toEqual(["ToPeriod: A report covers at most 36 months."]);
    expect(fieldsOf({ Kind: BillingReportKind.Revenue, FromPeriod: "2024-01", ToPeriod: "2026-12" })).toEqual(
      [],
    );
  });

  it("names a month that does not exist instead of failing", () => {
    expect(fieldsOf({ Kind: BillingReportKind.Revenue, FromPeriod: "2026-13", ToPeriod: "2026-11" })).toEqual(
      ["FromPeriod: FromPeriod reads YYYY-MM (a month, e.g. 2026-11)."],
    );
  });

  it("needs no months for aging and arrears", () => {
    expect(fieldsOf({ Kind: BillingReportKind.Aging })).toEqual([]);
    expect(fieldsOf({ Kind: BillingReportKind.Arrears, AsOf: "2026-02-30" })).toEqual([
      "AsOf: AsOf is not a date of the calendar.",
    ]);
  });
});
