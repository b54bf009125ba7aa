import { formatTaxRate, periodsBetween, type ReportRow } from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import { centsOf } from "../receipts/money-cents.ts";
import { readTaxCollected } from "./billing-reports.repository.ts";
import {
  CentsTally,
  currencyUnit,
  monthLabel,
  moneyColumn,
  textColumn,
  totalsByCurrency,
  type ReportBody,
  type ReportScope,
} from "./billing-report-table.ts";

const COLUMNS = [
  textColumn("Period"),
  textColumn("TaxRate", "Tax rate"),
  textColumn("Currency"),
  moneyColumn("Taxable", "Taxable amount"),
  moneyColumn("Tax"),
];

/** A tax rate as the report writes it: 8875 thousandths → "8.875 %". */
export const taxRateText = (milli: number): string => `${formatTaxRate(milli)} %`;

/**
 * Tax collected: the tax on the billed lines of issued invoices, per invoice month, tax rate (the line's rate in
 * force) and currency, with the taxable amount (net less discount); totals per currency. The chart shows each
 * month's tax, a series per currency.
 */
export const taxReport = async (db: Db, scope: ReportScope): Promise<ReportBody> => {
  const records = await readTaxCollected(db, scope);
  const rows: ReportRow[] = records.map((r) => ({
    Period: monthLabel(r.period),
    TaxRate: taxRateText(r.taxRateMilli),
    Currency: r.currency,
    Taxable: r.taxable,
    Tax: r.tax,
  }));
  const periods = periodsBetween(scope.from, scope.to);
  const currencies = [...new Set(records.map((r) => r.currency))].sort();
  const tax = new CentsTally<string>();
  for (const r of records) tax.add(`${r.period}|${r.currency}`, centsOf(r.tax));
  return {
    Columns: COLUMNS,
    Rows: rows,
    Totals: totalsByCurrency(COLUMNS, rows, "Period"),
    Chart:
      rows.length === 0
        ? null
        : {
            Type: "bar",
            Categories: periods.map(monthLabel),
            Series: currencies.map((currency) => ({
              Name: currency,
              Values: periods.map((p) => tax.money(`${p}|${currency}`)),
            })),
            Unit: currencyUnit(currencies),
          },
  };
};
