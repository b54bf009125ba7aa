import { addDaysToDay, DUE_SOON_DAYS } from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { lockLeaseDays, markPeriodsDue } from "./lease-days.repository.ts";
import { leaseToday } from "./lease-billing.service.ts";
import { refreshAllLeaseSummaries } from "./lease-summary.repository.ts";

export type LeaseDaysDeps = Pick<AppContext, "db" | "now">;

/**
 * What the passing days do to leases, run with the periodic lease payment scan and once at start: a payment not
 * yet due becomes Due DUE_SOON_DAYS days before its due date (on active leases), and the register's summaries
 * (arrears) are brought up to today. Running it twice on a day changes nothing more. Answers how many periods
 * became Due.
 */
export const advanceLeasePayments = async (deps: LeaseDaysDeps): Promise<number> => {
  const now = deps.now();
  const today = leaseToday(now);
  return deps.db.transaction(async (tx) => {
    await lockLeaseDays(tx);
    const moved = await markPeriodsDue(tx, addDaysToDay(today, DUE_SOON_DAYS), now);
    await refreshAllLeaseSummaries(tx, today);
    return moved;
  });
};
