import { and, asc, eq, gt, inArray, type SQL } from "drizzle-orm";
import { LeasePaymentStatus, LeaseStatus, type LeasePaymentStatusId } from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import { leaseBillingPeriods as periods, leases, locations } from "../../../db/schema/index.ts";
import type { LockedPeriod } from "./lease-billing.repository.ts";

/** A lease bill as a payment run shows it: the lease, who is paid, where, the period and what is owed. */
export type RunBillRow = {
  periodId: number;
  leaseId: number;
  leaseNumber: string;
  lessor: string;
  locationName: string | null;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  billingAmount: string;
  paidAmount: string;
  statusId: LeasePaymentStatusId;
};

const runBillRows = (db: Db | Tx, orgId: number, where: SQL | undefined): Promise<RunBillRow[]> =>
  db
    .select({
      periodId: periods.id,
      leaseId: periods.leaseId,
      leaseNumber: leases.leaseNumber,
      lessor: leases.lessor,
      locationName: locations.name,
      periodStart: periods.periodStart,
      periodEnd: periods.periodEnd,
      dueDate: periods.dueDate,
      billingAmount: periods.billingAmount,
      paidAmount: periods.paidAmount,
      statusId: periods.statusId,
    })
    .from(periods)
    .innerJoin(leases, and(eq(leases.orgId, periods.orgId), eq(leases.id, periods.leaseId)))
    .leftJoin(locations, and(eq(locations.orgId, leases.orgId), eq(locations.id, leases.locationId)))
    .where(and(eq(periods.orgId, orgId), where))
    .orderBy(asc(periods.dueDate), asc(leases.leaseNumber), asc(periods.periodStart), asc(periods.id));

/** The approved bills of the organisation's active leases with something still owed (only these, when named). */
export const listApprovedBills = (
  db: Db | Tx,
  orgId: number,
  periodIds: readonly number[] | null,
): Promise<RunBillRow[]> =>
  runBillRows(
    db,
    orgId,
    and(
      eq(periods.statusId, LeasePaymentStatus.Approved),
      eq(leases.statusId, LeaseStatus.Active),
      gt(periods.billingAmount, periods.paidAmount),
      periodIds === null ? undefined : inArray(periods.id, [...periodIds]),
    ),
  );

/** The named bills of the organisation as they stand now, whatever their status. */
export const listBillsById = (
  db: Db | Tx,
  orgId: number,
  periodIds: readonly number[],
): Promise<RunBillRow[]> =>
  periodIds.length === 0 ? Promise.resolve([]) : runBillRows(db, orgId, inArray(periods.id, [...periodIds]));

/**
 * The named bills of the organisation with their leases, locked until the transaction ends. They are locked in
 * the order of their ids, so two runs over overlapping bills queue up rather than deadlock.
 */
export const lockPeriods = async (
  tx: Tx,
  orgId: number,
  periodIds: readonly number[],
): Promise<LockedPeriod[]> => {
  if (periodIds.length === 0) return [];
  return tx
    .select({
      id: periods.id,
      leaseId: periods.leaseId,
      leaseNumber: leases.leaseNumber,
      leaseStatusId: leases.statusId,
      periodStart: periods.periodStart,
      periodEnd: periods.periodEnd,
      dueDate: periods.dueDate,
      billingAmount: periods.billingAmount,
      paidAmount: periods.paidAmount,
      statusId: periods.statusId,
      submittedById: periods.submittedById,
    })
    .from(periods)
    .innerJoin(leases, and(eq(leases.id, periods.leaseId), eq(leases.orgId, periods.orgId)))
    .where(and(eq(periods.orgId, orgId), inArray(periods.id, [...periodIds])))
    .orderBy(asc(periods.id))
    .for("update", { of: periods });
};
