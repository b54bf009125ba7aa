import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  centsToMoney,
  LeasePaymentStatus,
  parseMoneyToCents,
  paymentStatusOnDay,
  type LeasePaymentStatusId,
  type RecordedPeriod,
  type ScheduledPeriod,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { leaseBillingPeriods } from "../../db/schema/index.ts";

const ofLease = (orgId: number, leaseId: number) =>
  and(eq(leaseBillingPeriods.orgId, orgId), eq(leaseBillingPeriods.leaseId, leaseId));

const cents = (text: string): number => parseMoneyToCents(text) ?? 0;

/** Whether the lease has any billing period yet. */
export const hasPeriods = async (db: Db | Tx, orgId: number, leaseId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: leaseBillingPeriods.id })
    .from(leaseBillingPeriods)
    .where(ofLease(orgId, leaseId))
    .limit(1);
  return row !== undefined;
};

/** A lease's billing periods in order, with where each payment stands. */
export const readPeriods = async (db: Db | Tx, orgId: number, leaseId: number): Promise<RecordedPeriod[]> => {
  const rows = await db
    .select({
      id: leaseBillingPeriods.id,
      periodStart: sql<string>`${leaseBillingPeriods.periodStart}::text`,
      periodEnd: sql<string>`${leaseBillingPeriods.periodEnd}::text`,
      amount: sql<string>`${leaseBillingPeriods.billingAmount}::text`,
      dueDate: sql<string>`${leaseBillingPeriods.dueDate}::text`,
      statusId: leaseBillingPeriods.statusId,
      paid: sql<string>`${leaseBillingPeriods.paidAmount}::text`,
    })
    .from(leaseBillingPeriods)
    .where(ofLease(orgId, leaseId))
    .orderBy(asc(leaseBillingPeriods.periodStart), asc(leaseBillingPeriods.id));
  return rows.map((r) => ({
    Id: r.id,
    PeriodStart: r.periodStart,
    PeriodEnd: r.periodEnd,
    AmountCents: cents(r.amount),
    DueDate: r.dueDate,
    StatusId: r.statusId as LeasePaymentStatusId,
    PaidCents: cents(r.paid),
  }));
};

/**
 * Adds billing periods to a lease in one statement, whatever their number: each column travels as one array
 * parameter (a 20-year monthly lease is 240 rows, one round trip, and no SQL built per row). A period whose due
 * date is already near (or past) on `today` starts Due, as the daily scan would make it.
 */
export const insertPeriods = async (
  tx: Tx,
  scope: { orgId: number; leaseId: number; today: string; at: Date },
  periods: readonly ScheduledPeriod[],
): Promise<void> => {
  if (periods.length === 0) return;
  const { orgId, leaseId, today, at } = scope;
  const column = <T>(pick: (p: ScheduledPeriod) => T) => sql.param(periods.map(pick));
  await tx.execute(sql`
    insert into ${leaseBillingPeriods}
      (org_id, lease_id, period_start, period_end, billing_amount, due_date, status_id, updated_at)
    select ${orgId}::int, ${leaseId}::int, s, e, a, d, st, ${at.toISOString()}::timestamptz
    from unnest(
      ${column((p) => p.PeriodStart)}::date[],
      ${column((p) => p.PeriodEnd)}::date[],
      ${column((p) => centsToMoney(p.AmountCents))}::numeric[],
      ${column((p) => p.DueDate)}::date[],
      ${column((p) => paymentStatusOnDay(LeasePaymentStatus.None, p.DueDate, today))}::int[]
    ) as p(s, e, a, d, st)`);
};

export const deletePeriods = async (tx: Tx, orgId: number, ids: readonly number[]): Promise<void> => {
  if (ids.length === 0) return;
  await tx
    .delete(leaseBillingPeriods)
    .where(and(eq(leaseBillingPeriods.orgId, orgId), inArray(leaseBillingPeriods.id, [...ids])));
};
