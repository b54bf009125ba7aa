import { sql } from "drizzle-orm";
import { LeasePaymentStatus, LeaseStatus } from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";

/** Serialises the day's movement across instances for the rest of the transaction. */
export const lockLeaseDays = async (tx: Tx): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fieldstead:lease-days'))`);
};

/**
 * Makes Due every payment not yet due (None) of an active lease whose due date is on or before `dueBy`, in one
 * statement over all organisations; answers how many periods moved. The status is written into the statement
 * (not a parameter) so that the partial index of periods not yet due serves it.
 */
export const markPeriodsDue = async (db: Db | Tx, dueBy: string, at: Date): Promise<number> => {
  const result = (await db.execute(sql`
    update lease_billing_periods p
    set status_id = ${LeasePaymentStatus.Due}, updated_at = ${at.toISOString()}::timestamptz
    from leases l
    where l.id = p.lease_id and l.org_id = p.org_id and l.status_id = ${LeaseStatus.Active}
      and p.status_id = ${sql.raw(String(LeasePaymentStatus.None))} and p.due_date <= ${dueBy}::date
    returning p.id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
};
