import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.ts";

export type RefreshLeaseSummariesInput = {
  readonly orgId: number;
  readonly leaseIds: readonly number[];
  /** The organisation's calendar day, YYYY-MM-DD: a period due before it and not fully paid is in arrears. */
  readonly today: string;
};

/**
 * Recomputes the register's summary of the given leases from their billing periods:
 * the next payment is the earliest period by due date not fully paid (its amount is what is still owed on it),
 * the arrears are what is still owed on the periods due before today. Rows already right are not rewritten.
 */
export const refreshLeaseSummaries = async (
  db: Tx | Db,
  input: RefreshLeaseSummariesInput,
): Promise<void> => {
  if (input.leaseIds.length === 0) return;
  const ids = sql.param([...new Set(input.leaseIds)]);
  await db.execute(sql`
    update leases l set
      next_payment_due = n.due_date,
      next_payment_amount = n.amount,
      arrears = coalesce(a.owed, 0)
    from unnest(${ids}::int[]) as t(id)
    left join lateral (
      select p.due_date, p.billing_amount - p.paid_amount as amount
      from lease_billing_periods p
      where p.org_id = ${input.orgId} and p.lease_id = t.id and p.paid_amount < p.billing_amount
      order by p.due_date, p.period_start, p.id
      limit 1
    ) n on true
    left join lateral (
      select sum(p.billing_amount - p.paid_amount) as owed
      from lease_billing_periods p
      where p.org_id = ${input.orgId} and p.lease_id = t.id
        and p.due_date < ${input.today}::date and p.paid_amount < p.billing_amount
    ) a on true
    where l.org_id = ${input.orgId} and l.id = t.id
      and (l.next_payment_due is distinct from n.due_date
        or l.next_payment_amount is distinct from n.amount
        or l.arrears is distinct from coalesce(a.owed, 0))`);
};

/**
 * Brings the arrears of every organisation's leases up to the given day. Passing a day only moves periods into
 * arrears, and a lease owes something before today exactly when its next payment is due before today, so only
 * those leases (and any still showing arrears, should the day have been set back) are recomputed, in one statement.
 */
export const refreshAllLeaseSummaries = async (db: Tx | Db, today: string): Promise<void> => {
  await db.execute(sql`
    with candidates as (
      select l.id, l.org_id from leases l
      where l.next_payment_due < ${today}::date or l.arrears <> 0
    ),
    owed as (
      select p.lease_id, sum(p.billing_amount - p.paid_amount) as owed
      from lease_billing_periods p
      join candidates c on c.id = p.lease_id and c.org_id = p.org_id
      where p.due_date < ${today}::date and p.paid_amount < p.billing_amount
      group by p.lease_id
    )
    update leases l set arrears = coalesce(o.owed, 0)
    from candidates c
    left join owed o on o.lease_id = c.id
    where l.id = c.id and l.arrears is distinct from coalesce(o.owed, 0)`);
};
