import {
  BATCH_STATUS_NAMES,
  BatchStatus,
  calendarDayOf,
  periodDays,
  periodOfDay,
  type BillingOverviewReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import {
  countBatchesByState,
  countOpenReceipts,
  sumBilled,
  sumCollected,
  sumOverdue,
  type CurrencyAmount,
} from "./billing-overview.repository.ts";

const amounts = (rows: CurrencyAmount[]) => rows.map((r) => ({ Currency: r.currency, Amount: r.amount }));

/** This month's billing at a glance, for the organisation of the session. */
export const billingOverview = async (
  ctx: AppContext,
  session: ActiveSession,
): Promise<BillingOverviewReply> => {
  // Billing days are the Denver calendar days, as everywhere in the product.
  const today = calendarDayOf(ctx.now());
  const period = periodOfDay(today);
  const { first, last } = periodDays(period);
  const { orgId } = session;
  const [byState, billed, collected, overdue, openReceipts] = await Promise.all([
    countBatchesByState(ctx.db, orgId),
    sumBilled(ctx.db, orgId, period),
    sumCollected(ctx.db, orgId, first, last),
    sumOverdue(ctx.db, orgId, today),
    countOpenReceipts(ctx.db, orgId),
  ]);
  return {
    Period: period,
    Batches: Object.values(BatchStatus).map((id) => ({
      StatusId: id,
      StatusName: BATCH_STATUS_NAMES[id],
      Count: byState.get(id) ?? 0,
    })),
    Billed: amounts(billed),
    Collected: amounts(collected),
    Overdue: amounts(overdue),
    OpenReceiptCount: openReceipts,
  };
};
