import { CHARGE_UNIT_NAMES, ChargeUnit } from "../billing/billing.enums.ts";
import type { ImportChoice, ImportColumn } from "./import-columns.rules.ts";

// Column types are spelled out here (not ImportColumnType's members): import-columns.rules.ts lists these
// columns, so this file may take only its types.

/** Charge units by the names people read ('Per asset', 'Per m²', 'Per visit', 'Flat'). */
export const CHARGE_UNIT_CHOICES: readonly ImportChoice[] = Object.values(ChargeUnit).map((value) => ({
  label: CHARGE_UNIT_NAMES[value],
  value,
}));

/**
 * The columns of a bulk file of charge codes: what the charge-code form asks, the unit by name, the rate as an
 * amount and the tax rate as a percent (none when empty). Fields are the save call's own names.
 */
export const CHARGE_CODE_IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    header: "Code",
    field: "Code",
    isRequired: true,
    type: "text",
    example: "INSP-FIRE",
    hint: "Letters, digits, '.', '_' or '-'; new in your catalogue, whatever its case.",
  },
  {
    header: "Description",
    field: "Description",
    isRequired: true,
    type: "text",
    example: "Fire extinguisher inspection",
  },
  {
    header: "Unit",
    field: "UnitId",
    isRequired: true,
    type: "choice",
    choices: CHARGE_UNIT_CHOICES,
    example: CHARGE_UNIT_NAMES[ChargeUnit.PerAsset],
    hint: "What one unit of the charge is.",
  },
  {
    header: "Rate",
    field: "Rate",
    isRequired: true,
    type: "text",
    example: "12.50",
    hint: "The price of one unit: an amount with at most 2 decimals.",
  },
  {
    header: "Tax rate (%)",
    field: "TaxRate",
    isRequired: false,
    type: "text",
    example: "8.875",
    hint: "A percent from 0 to 100 with up to 3 decimals; none when empty.",
  },
  {
    header: "Effective from",
    field: "EffectiveFrom",
    isRequired: true,
    type: "date",
    example: "2027-01-01",
    hint: "The first day the code may be billed.",
  },
  {
    header: "Effective to",
    field: "EffectiveTo",
    isRequired: false,
    type: "date",
    example: "",
    hint: "Its last day; open-ended when empty.",
  },
];
