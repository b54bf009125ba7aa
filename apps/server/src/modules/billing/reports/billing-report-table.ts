import {
  centsToMoney,
  DISPLAY_FORMATS,
  formatDayOrMoment,
  formatWallClock,
  type BillingReport,
  type ReportColumn,
  type ReportRow,
} from "@fieldstead/domain";
import { centsOf } from "../receipts/money-cents.ts";

/** What a report's builder answers: the table, its totals and its chart (the title and subtitle come after). */
export type ReportBody = Pick<BillingReport, "Columns" | "Rows" | "Totals" | "Chart">;

/** What every report runs on, resolved: a range of months, or a day; one client or all. */
export type ReportScope = {
  orgId: number;
  clientId: number | null;
  /** First and last month of the range (the reports over a range of months). */
  from: string;
  to: string;
  /** The day (aging and arrears). */
  asOf: string;
};

export const textColumn = (Key: string, Header: string = Key): ReportColumn => ({
  Key,
  Header,
  Type: "text",
});
export const moneyColumn = (Key: string, Header: string = Key): ReportColumn => ({
  Key,
  Header,
  Type: "money",
});
export const numberColumn = (Key: string, Header: string = Key): ReportColumn => ({
  Key,
  Header,
  Type: "number",
});

/** A month as the report's headers write it: "2026-11" → "Nov 2026". */
export const monthLabel = (period: string): string =>
  formatWallClock(new Date(`${period}-01T00:00:00Z`), DISPLAY_FORMATS.monthYear);

/** A day as the product writes it: "2026-11-29" → "Nov 29, 2026". */
export const dayLabel = (day: string): string => formatDayOrMoment(day);

// One collator for every comparison: building one per comparison costs more than the sort itself.
const NAMES = new Intl.Collator("en", { sensitivity: "base" });
const EXACT = new Intl.Collator("en");

/** Sorts by client name (case aside, then as written). */
export const byName = (a: string, b: string): number => NAMES.compare(a, b) || EXACT.compare(a, b);

/** Whole cents kept per key, summed exactly. */
export class CentsTally<K> {
  private readonly sums = new Map<K, number>();
  add(key: K, cents: number): void {
    this.sums.set(key, (this.sums.get(key) ?? 0) + cents);
  }
  cents(key: K): number {
    return this.sums.get(key) ?? 0;
  }
  money(key: K): string {
    return centsToMoney(this.cents(key));
  }
}

/**
 * The totals rows of a table whose money is in several currencies: one row per currency (in code order), each
 * money column the exact sum of the rows' cents in that currency, "Total" in `labelKey`. The totals therefore
 * always equal the sum of the rows shown.
 */
export const totalsByCurrency = (
  columns: readonly ReportColumn[],
  rows: readonly ReportRow[],
  labelKey: string,
): ReportRow[] => {
  const moneyKeys = columns.filter((c) => c.Type === "money").map((c) => c.Key);
  const currencies = [...new Set(rows.map((r) => String(r.Currency)))].sort();
  return currencies.map((currency) => {
    const tally = new CentsTally<string>();
    for (const row of rows.filter((r) => r.Currency === currency))
      for (const key of moneyKeys) tally.add(key, centsOf(String(row[key] ?? "0")));
    const total: ReportRow = Object.fromEntries(columns.map((c) => [c.Key, null]));
    total[labelKey] = "Total";
    total.Currency = currency;
    for (const key of moneyKeys) total[key] = tally.money(key);
    return total;
  });
};

/**
 * What a chart's values are counted in: the currency when the report holds one, else the codes side by side
 * (each series then names its currency).
 */
export const currencyUnit = (currencies: Iterable<string>): string =>
  [...new Set(currencies)].sort().join(", ");
