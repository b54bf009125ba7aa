import { describe, expect, it } from "vitest";
import { BillingFrequency } from "../leases/leases.enums.ts";
import { LEASE_TENURE_MESSAGES } from "../leases/lease-tenure.rules.ts";
import { ImportKind } from "./imports.enums.ts";
import { IMPORT_COLUMNS, importHeaderOf } from "./import-columns.rules.ts";
import { checkLeaseImportRow } from "./lease-import.rules.ts";

const ROW = 7;
const GOOD = {
  Location: "DTC-01",
  Lessor: "Harbor Point Properties LLC",
  Lessee: "Acme Facilities",
  StartDate: "2027-01-01",
  EndDate: "2028-12-31",
  Rent: "4500",
  RentFrequencyId: BillingFrequency.Monthly,
};

const problemsOf = (values: Record<string, unknown>) => {
  const check = checkLeaseImportRow(values, ROW);
  return check.ok ? [] : check.problems.map((p) => [p.Field, p.Message]);
};

describe("a lease row of an import", () => {
  it("is checked by the create call's schema and keeps the location's code for the server", () => {
    const check = checkLeaseImportRow({ ...GOOD, LeaseNumber: " LSE-9 ", SecurityDeposit: "9,000.5" }, ROW);
    expect(check).toMatchObject({
      ok: true,
      row: {
        location: "DTC-01",
        fields: { LeaseNumber: "LSE-9", Rent: "4500.00", SecurityDeposit: "9000.50", Escalation: null },
      },
    });
  });

  it.each([
    ["Percent", { EscalationPercent: "3.5" }, { Kind: "Percent", Value: "3.50" }],
    ["Amount", { EscalationAmount: "250" }, { Kind: "Amount", Value: "250.00" }],
  ])("reads an increase by a %s every N months from a day", (_kind, by, expected) => {
    const check = checkLeaseImportRow(
      { ...GOOD, ...by, EscalationEveryMonths: 12, EscalationFrom: "2028-01-01" },
      ROW,
    );
    expect(check.ok && check.row.fields.Escalation).toEqual({
      ...expected,
      EveryMonths: 12,
      FromDate: "2028-01-01",
    });
  });

  it.each([
    [
      "a 13-month yearly lease, with the tenure rule's own text",
      { EndDate: "2028-01-31", RentFrequencyId: BillingFrequency.Yearly },
      [["Lease End", LEASE_TENURE_MESSAGES.yearly]],
    ],
    [
      "an amount that is not one",
      { Rent: "12.345" },
      [["Rent", "Rent must be an amount of at most 12 digits and 2 decimals, not negative."]],
    ],
    [
      "a percent and an amount at once",
      { EscalationPercent: "3", EscalationAmount: "100" },
      [["Escalation amount", "Give an escalation percent or an escalation amount, not both."]],
    ],
    [
      "an increase by neither",
      { EscalationEveryMonths: 12 },
      [["Escalation percent", "An escalation needs a percent or an amount."]],
    ],
    [
      "an increase before the lease starts",
      { EscalationPercent: "3", EscalationEveryMonths: 12, EscalationFrom: "2026-06-01" },
      [["Escalation from", "Escalation from must be after Lease Start and on or before Lease End."]],
    ],
    [
      "an increase of more than 100%",
      { EscalationPercent: "100.01", EscalationEveryMonths: 12, EscalationFrom: "2028-01-01" },
      [["Escalation percent", "Escalation value is a percentage of at most 100."]],
    ],
    [
      "an increase with no period",
      { EscalationAmount: "x", EscalationFrom: "2028-01-01" },
      [
        [
          "Escalation amount",
          "Escalation value must be an amount of at most 12 digits and 2 decimals, not negative.",
        ],
        ["Escalation every (months)", "Escalation every (months) must be a whole number."],
      ],
    ],
  ])("refuses %s", (_what, change, expected) => expect(problemsOf({ ...GOOD, ...change })).toEqual(expected));

  it("names every problem by the file's column", () => {
    for (const field of ["LocationId", "Escalation.EveryMonths", "Escalation.FromDate", "RentFrequencyId"])
      expect(IMPORT_COLUMNS[ImportKind.Leases].map((c) => c.header)).toContain(
        importHeaderOf(ImportKind.Leases, field),
      );
  });
});
