import { CHARGE_CODE_LIST_COLUMNS } from "@fieldstead/domain";
import { exportColumnsOf, type ExportColumn } from "./export-column-kit.ts";

const code = exportColumnsOf(CHARGE_CODE_LIST_COLUMNS);

// Every column the catalogue's grid shows, in its order; units by name, rates and tax rates as numbers.
export const CHARGE_CODE_LIST_EXPORT: readonly ExportColumn[] = [
  code("Code", { width: 16 }),
  code("Description", { width: 34 }),
  code("UnitId", { width: 12, field: "UnitName" }),
  code("Rate", { width: 12 }),
  code("TaxRate", { width: 12 }),
  code("EffectiveFrom", { width: 14 }),
  code("EffectiveTo", { width: 14 }),
  code("IsRetired", { width: 10, kind: "yesNo" }),
  code("UpdatedAt", { width: 17 }),
];
