import { centsToMoney, periodsBetween, type ReportRow } from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import { centsOf } from "../receipts/money-cents.ts";
import { readRevenue } from "./billing-reports.repository.ts";
import {
  byName,
  CentsTally,
  currencyUnit,
  monthLabel,
  moneyColumn,
  textColumn,
  totalsByCurrency,
  type ReportBody,
  type ReportScope,
} from "./billing-report-table.ts";

/**
 * Revenue by client and period: per client and currency, what its issued invoices of each month billed less tax
 * (net less discount), a column per month and their total; totals per currency. The chart stacks the clients'
 * revenue month by month.
 */
export const revenueReport = async (db: Db, scope: ReportScope): Promise<ReportBody> => {
  const periods = periodsBetween(scope.from, scope.to);
  const records = await readRevenue(db, scope);
  const clients = records.map((r) => {
    const months = new CentsTally<string>();
    for (const [period, amount] of Object.entries(r.months)) months.add(period, centsOf(amount));
    return { name: r.clientName, currency: r.currency, months };
  });
  const columns = [
    textColumn("Client"),
    textColumn("Currency"),
    ...periods.map((p) => moneyColumn(p, monthLabel(p))),
    moneyColumn("Total"),
  ];
  const ordered = clients.sort((a, b) => byName(a.name, b.name) || a.currency.localeCompare(b.currency));
  const rows: ReportRow[] = ordered.map((c) => {
    const total = periods.reduce((sum, p) => sum + c.months.cents(p), 0);
    return {
      Client: c.name,
      Currency: c.currency,
      ...Object.fromEntries(periods.map((p) => [p, c.months.money(p)])),
      Total: centsToMoney(total),
    };
  });
  const currencies = ordered.map((c) => c.currency);
  const isOneCurrency = new Set(currencies).size <= 1;
  return {
    Columns: columns,
    Rows: rows,
    Totals: totalsByCurrency(columns, rows, "Client"),
    Chart:
      rows.length === 0
        ? null
        : {
            Type: "stackedBar",
            Categories: periods.map(monthLabel),
            Series: ordered.map((c) => ({
              Name: isOneCurrency ? c.name : `${c.name} (${c.currency})`,
              Values: periods.map((p) => c.months.money(p)),
            })),
            Unit: currencyUnit(currencies),
          },
  };
};
