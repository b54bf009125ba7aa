import { centsToMoney, daysBetween, type ReportRow } from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import { centsOf } from "../receipts/money-cents.ts";
import { readOverdue } from "./billing-reports.repository.ts";
import {
  byName,
  currencyUnit,
  dayLabel,
  moneyColumn,
  numberColumn,
  textColumn,
  type ReportBody,
  type ReportScope,
} from "./billing-report-table.ts";

const COLUMNS = [
  textColumn("Client"),
  textColumn("Currency"),
  numberColumn("InvoicesOverdue", "Invoices overdue"),
  textColumn("OldestDueDate", "Oldest due date"),
  numberColumn("DaysLate", "Days late"),
  moneyColumn("Overdue"),
];

type Tally = { count: number; oldest: string; cents: number };

const rowOf = (label: { Client: string; Currency: string }, t: Tally, asOf: string): ReportRow => ({
  ...label,
  InvoicesOverdue: t.count,
  OldestDueDate: dayLabel(t.oldest),
  DaysLate: daysBetween(t.oldest, asOf),
  Overdue: centsToMoney(t.cents),
});

/**
 * Arrears on AsOf: per client and currency, what issued invoices due before that day still owe — how many
 * invoices, the oldest due date and how late it is, and the amount; totals per currency (the oldest of all). The
 * chart shows each client's overdue amount, a series per currency.
 */
export const arrearsReport = async (db: Db, scope: ReportScope): Promise<ReportBody> => {
  const records = (await readOverdue(db, scope)).sort(
    (a, b) => byName(a.clientName, b.clientName) || a.currency.localeCompare(b.currency),
  );
  const totals = new Map<string, Tally>();
  const rows = records.map((r) => {
    const tally = { count: r.invoiceCount, oldest: r.oldestDue, cents: centsOf(r.overdue) };
    const total = totals.get(r.currency) ?? { count: 0, oldest: r.oldestDue, cents: 0 };
    totals.set(r.currency, {
      count: total.count + tally.count,
      oldest: tally.oldest < total.oldest ? tally.oldest : total.oldest,
      cents: total.cents + tally.cents,
    });
    return rowOf({ Client: r.clientName, Currency: r.currency }, tally, scope.asOf);
  });
  const currencies = [...totals.keys()].sort();
  const clients = [...new Set(records.map((r) => r.clientName))];
  const owed = new Map(records.map((r) => [`${r.clientName}|${r.currency}`, r.overdue]));
  return {
    Columns: COLUMNS,
    Rows: rows,
    Totals: currencies.map((c) => rowOf({ Client: "Total", Currency: c }, totals.get(c)!, scope.asOf)),
    Chart:
      rows.length === 0
        ? null
        : {
            Type: "bar",
            Categories: clients,
            Series: currencies.map((currency) => ({
              Name: currency,
              Values: clients.map((client) =>
                centsToMoney(centsOf(owed.get(`${client}|${currency}`) ?? "0")),
              ),
            })),
            Unit: currencyUnit(currencies),
          },
  };
};
