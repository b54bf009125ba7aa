import {
  AGING_BUCKETS,
  agingBucket,
  calendarDayOf,
  centsToMoney,
  type AgingBucket,
  type AgingReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { readOwedByDueDate } from "./aging.repository.ts";
import { centsOf } from "./money-cents.ts";

type Buckets = Record<AgingBucket, number>;
const noBuckets = (): Buckets => Object.fromEntries(AGING_BUCKETS.map((b) => [b, 0])) as Buckets;

const amountsOf = (buckets: Buckets) => ({
  Amounts: Object.fromEntries(AGING_BUCKETS.map((b) => [b, centsToMoney(buckets[b])])) as Record<
    AgingBucket,
    string
  >,
  Total: centsToMoney(AGING_BUCKETS.reduce((sum, b) => sum + buckets[b], 0)),
});

/**
 * What clients still owe on numbered invoices (total less what matched payments paid), by days past due on
 * `AsOf` (the organisation's today unless asked): 0–30 (not yet due included), 31–60, 61–90, 90+. One row per
 * client and currency, and totals per currency; every figure summed in whole cents.
 */
export const agingReport = async (
  ctx: AppContext,
  session: ActiveSession,
  asOfAsked: string | undefined,
): Promise<AgingReply> => {
  const asOf = asOfAsked ?? calendarDayOf(ctx.now());
  const owed = await readOwedByDueDate(ctx.db, session.orgId, asOf);
  const clients = new Map<
    string,
    { clientId: number; clientName: string; currency: string; buckets: Buckets }
  >();
  const totals = new Map<string, Buckets>();
  for (const row of owed) {
    const bucket = row.dueDate ? agingBucket({ dueDate: row.dueDate, today: asOf }) : AGING_BUCKETS[0];
    const cents = centsOf(row.owed);
    const key = `${row.clientId}|${row.currency}`;
    const client = clients.get(key) ?? { ...row, buckets: noBuckets() };
    client.buckets[bucket] += cents;
    clients.set(key, client);
    const total = totals.get(row.currency) ?? noBuckets();
    total[bucket] += cents;
    totals.set(row.currency, total);
  }
  return {
    AsOf: asOf,
    Buckets: [...AGING_BUCKETS],
    Clients: [...clients.values()]
      .sort((a, b) => a.clientName.localeCompare(b.clientName) || a.currency.localeCompare(b.currency))
      .map((c) => ({
        ClientId: c.clientId,
        ClientName: c.clientName,
        Currency: c.currency,
        ...amountsOf(c.buckets),
      })),
    Totals: [...totals.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, buckets]) => ({ Currency: currency, ...amountsOf(buckets) })),
  };
};
