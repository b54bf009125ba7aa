import {
  arrearsCents,
  calendarDayOf,
  centsToMoney,
  LEASE_PAYMENT_STATUS_NAMES,
  parseMoneyToCents,
  type LeaseBillingPeriod,
  type LeaseBillingReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Db, Tx } from "../../../db/client.ts";
import { AppError } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { listLeasePeriods, type BillingRow } from "./lease-billing.repository.ts";
import { findLeaseHead, type LeaseHead } from "./lease-head.repository.ts";

export const leaseNotFound = (): AppError => new AppError("NOT_FOUND", { message: "Lease not found." });

/** The day leases are billed by: the calendar day of the organisation's display time zone. */
export const leaseToday = (now: Date): string => calendarDayOf(now);

/** Amounts read from the database are numeric text with two decimals: exact whole cents. */
export const centsOf = (amount: string): number => {
  const cents = parseMoneyToCents(amount);
  if (cents === null) throw new RangeError(`Not an amount: ${amount}`);
  return cents;
};

/** "2026-01-01 – 2026-01-31" */
export const periodText = (period: { periodStart: string; periodEnd: string }): string =>
  `${period.periodStart} – ${period.periodEnd}`;

/** One period as the Billing tab shows it: overdue when it fell due before today and is not fully paid. */
export const toBillingPeriod = (row: BillingRow, today: string): LeaseBillingPeriod => {
  const outstanding = centsOf(row.billingAmount) - centsOf(row.paidAmount);
  return {
    Id: row.id,
    BillingPeriod: periodText(row),
    PeriodStart: row.periodStart,
    PeriodEnd: row.periodEnd,
    BillingAmount: row.billingAmount,
    DueDate: row.dueDate,
    TransactionId: row.transactionId,
    TransactionAmount: row.transactionAmount,
    PaidAmount: row.paidAmount,
    Outstanding: centsToMoney(outstanding),
    Status: row.statusId,
    StatusName: LEASE_PAYMENT_STATUS_NAMES[row.statusId],
    Overdue: row.dueDate < today && outstanding > 0,
    SubmittedByName: row.submittedByName,
    ApprovedByName: row.approvedByName,
  };
};

/** The organisation's lease, or a 404 for anyone else's. */
export const requireLease = async (db: Db | Tx, orgId: number, leaseId: number): Promise<LeaseHead> => {
  const lease = await findLeaseHead(db, orgId, leaseId);
  if (!lease) throw leaseNotFound();
  return lease;
};

/** The Billing tab: every period by its start, what was billed and paid in all, and what is owed from before today. */
export const leaseBilling = async (
  ctx: AppContext,
  session: ActiveSession,
  leaseId: number,
): Promise<LeaseBillingReply> => {
  const [lease, rows] = await Promise.all([
    findLeaseHead(ctx.db, session.orgId, leaseId),
    listLeasePeriods(ctx.db, session.orgId, leaseId),
  ]);
  if (!lease) throw leaseNotFound();
  const today = leaseToday(ctx.now());
  const amounts = rows.map((row) => ({
    DueDate: row.dueDate,
    AmountCents: centsOf(row.billingAmount),
    PaidCents: centsOf(row.paidAmount),
    StatusId: row.statusId,
  }));
  const sum = (cents: number[]) => cents.reduce((total, value) => total + value, 0);
  return {
    Periods: rows.map((row) => toBillingPeriod(row, today)),
    TotalBilled: centsToMoney(sum(amounts.map((a) => a.AmountCents))),
    TotalPaid: centsToMoney(sum(amounts.map((a) => a.PaidCents))),
    Arrears: centsToMoney(arrearsCents(amounts, today)),
  };
};
