import { AGING_BUCKETS, type AgingBucket, type ReportRow } from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { agingReport } from "../receipts/aging.service.ts";
import {
  currencyUnit,
  moneyColumn,
  textColumn,
  totalsByCurrency,
  type ReportBody,
  type ReportScope,
} from "./billing-report-table.ts";

/** The buckets' column keys (the headers are the buckets' names: 0–30, 31–60, 61–90, 90+). */
const BUCKET_KEYS: Readonly<Record<AgingBucket, string>> = {
  "0–30": "Days0To30",
  "31–60": "Days31To60",
  "61–90": "Days61To90",
  "90+": "Days90Plus",
};

/**
 * The aging of receivables as the receipts' aging answers it (what clients still owe on issued invoices, by days
 * past due on AsOf), as a table per client and currency with totals per currency; the chart stacks each
 * currency's amounts by bucket.
 */
export const agingReportBody = async (
  ctx: AppContext,
  session: ActiveSession,
  scope: ReportScope,
): Promise<ReportBody> => {
  const aging = await agingReport(ctx, session, scope.asOf);
  const columns = [
    textColumn("Client"),
    textColumn("Currency"),
    ...AGING_BUCKETS.map((b) => moneyColumn(BUCKET_KEYS[b], b)),
    moneyColumn("Total"),
  ];
  const rows: ReportRow[] = aging.Clients.filter(
    (c) => scope.clientId === null || c.ClientId === scope.clientId,
  ).map((c) => ({
    Client: c.ClientName,
    Currency: c.Currency,
    ...Object.fromEntries(AGING_BUCKETS.map((b) => [BUCKET_KEYS[b], c.Amounts[b]])),
    Total: c.Total,
  }));
  const totals = totalsByCurrency(columns, rows, "Client");
  return {
    Columns: columns,
    Rows: rows,
    Totals: totals,
    Chart:
      rows.length === 0
        ? null
        : {
            Type: "stackedBar",
            Categories: [...AGING_BUCKETS],
            Series: totals.map((t) => ({
              Name: String(t.Currency),
              Values: AGING_BUCKETS.map((b) => String(t[BUCKET_KEYS[b]])),
            })),
            Unit: currencyUnit(totals.map((t) => String(t.Currency))),
          },
  };
};
