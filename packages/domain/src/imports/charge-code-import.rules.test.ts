import { describe, expect, it } from "vitest";
import { ChargeUnit } from "../billing/billing.enums.ts";
import { ImportKind } from "./imports.enums.ts";
import { IMPORT_COLUMNS } from "./import-columns.rules.ts";
import { readImportCell } from "./import-rows.rules.ts";
import { checkChargeCodeImportRow } from "./charge-code-import.rules.ts";

const ROW = 4;
const GOOD = {
  Code: "INSP-FIRE",
  Description: "Fire extinguisher check",
  UnitId: ChargeUnit.PerAsset,
  Rate: "12.5",
  EffectiveFrom: "2027-01-01",
};

const problemsOf = (values: Record<string, unknown>) => {
  const check = checkChargeCodeImportRow(values, ROW);
  return check.ok ? [] : check.problems.map((p) => [p.Row, p.Field, p.Message]);
};

describe("a charge-code row of an import", () => {
  it("is checked by the save call's schema: amounts with two decimals, tax rates in thousandths, none when empty", () => {
    expect(checkChargeCodeImportRow({ ...GOOD, TaxRate: "8.875" }, ROW)).toMatchObject({
      ok: true,
      row: { Code: "INSP-FIRE", Rate: "12.50", TaxRate: 8875, EffectiveTo: null },
    });
    expect(checkChargeCodeImportRow(GOOD, ROW)).toMatchObject({ ok: true, row: { TaxRate: 0 } });
  });

  it.each([
    [{ Rate: "12.345" }, "Rate", "Rate must be an amount of at most 12 digits and 2 decimals, not negative."],
    [{ TaxRate: "101" }, "Tax rate (%)", "TaxRate must be a percentage from 0 to 100 with up to 3 decimals."],
    [{ Code: "A B" }, "Code", "Code has letters, digits, '.', '_' or '-' only."],
    [{ EffectiveTo: "2026-12-31" }, "Effective to", "EffectiveTo cannot be before EffectiveFrom."],
  ])("refuses %o under the column's header", (change, header, message) => {
    expect(problemsOf({ ...GOOD, ...change })).toEqual([[ROW, header, message]]);
  });

  it.each([
    ["Per m²", ChargeUnit.PerSqm],
    ["per visit", ChargeUnit.PerVisit],
    ["FLAT", ChargeUnit.Flat],
  ])("reads the unit '%s' by its name", (cell, unit) => {
    const column = IMPORT_COLUMNS[ImportKind.ChargeCodes].find((c) => c.field === "UnitId")!;
    expect(readImportCell(column, cell)).toEqual({ ok: true, value: unit });
  });
});
