import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import {
  AuditEntityType,
  type LeasePaymentActionValue,
  type LeasePaymentStatusId,
  type LeaseStatusId,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import {
  domainEvents,
  employees,
  leaseBillingPeriods as periods,
  leasePayments as payments,
  leases,
} from "../../../db/schema/index.ts";

const submitter = alias(employees, "period_submitter");
const approver = alias(employees, "period_approver");
const nameOf = (person: { firstName: PgColumn; lastName: PgColumn }) =>
  sql<string | null>`(${person.firstName} || ' ' || ${person.lastName})`;

/** The last payment recorded on each period (the Billing tab shows its transaction). */
const lastPayment = (db: Db | Tx) =>
  db
    .select({ transactionId: payments.transactionId, transactionAmount: payments.transactionAmount })
    .from(payments)
    .where(and(eq(payments.orgId, periods.orgId), eq(payments.billingPeriodId, periods.id)))
    .orderBy(desc(payments.paidOn), desc(payments.id))
    .limit(1)
    .as("last_payment");

export type BillingRow = {
  id: number;
  leaseId: number;
  periodStart: string;
  periodEnd: string;
  billingAmount: string;
  paidAmount: string;
  dueDate: string;
  statusId: LeasePaymentStatusId;
  transactionId: string | null;
  transactionAmount: string | null;
  submittedByName: string | null;
  approvedByName: string | null;
};

const billingRows = (db: Db | Tx, where: SQL | undefined): Promise<BillingRow[]> => {
  const last = lastPayment(db);
  return db
    .select({
      id: periods.id,
      leaseId: periods.leaseId,
      periodStart: periods.periodStart,
      periodEnd: periods.periodEnd,
      billingAmount: periods.billingAmount,
      paidAmount: periods.paidAmount,
      dueDate: periods.dueDate,
      statusId: periods.statusId,
      transactionId: last.transactionId,
      transactionAmount: last.transactionAmount,
      submittedByName: nameOf(submitter),
      approvedByName: nameOf(approver),
    })
    .from(periods)
    .leftJoinLateral(last, sql`true`)
    .leftJoin(submitter, eq(submitter.id, periods.submittedById))
    .leftJoin(approver, eq(approver.id, periods.approvedById))
    .where(where)
    .orderBy(asc(periods.periodStart), asc(periods.id));
};

/** Every billing period of a lease, by the day it starts (read along the (org, lease, start) index). */
export const listLeasePeriods = (db: Db | Tx, orgId: number, leaseId: number): Promise<BillingRow[]> =>
  billingRows(db, and(eq(periods.orgId, orgId), eq(periods.leaseId, leaseId)));

export const readBillingRow = async (
  db: Db | Tx,
  orgId: number,
  periodId: number,
): Promise<BillingRow | null> =>
  (await billingRows(db, and(eq(periods.orgId, orgId), eq(periods.id, periodId))))[0] ?? null;

export type LockedPeriod = {
  id: number;
  leaseId: number;
  leaseNumber: string;
  leaseStatusId: LeaseStatusId;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  billingAmount: string;
  paidAmount: string;
  statusId: LeasePaymentStatusId;
  submittedById: number | null;
};

/** A period of the organisation with its lease, locked until the transaction ends (steps on it queue up). */
export const lockPeriod = async (tx: Tx, orgId: number, periodId: number): Promise<LockedPeriod | null> => {
  const [row] = await tx
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
    .where(and(eq(periods.orgId, orgId), eq(periods.id, periodId)))
    .for("update", { of: periods });
  return row ?? null;
};

export type PeriodChange = {
  statusId: LeasePaymentStatusId;
  paidAmount?: string;
  submittedById?: number;
  approvedById?: number | null;
  at: Date;
};

export const updatePeriod = async (
  tx: Tx,
  orgId: number,
  periodId: number,
  change: PeriodChange,
): Promise<void> => {
  const { at, ...columns } = change;
  await tx
    .update(periods)
    .set({ ...columns, updatedAt: at })
    .where(and(eq(periods.orgId, orgId), eq(periods.id, periodId)));
};

export type NewPayment = {
  orgId: number;
  billingPeriodId: number;
  transactionId: string;
  transactionAmount: string;
  recordedById: number;
  requestId: string | null;
  at: Date;
};

export const insertPayment = async (tx: Tx, payment: NewPayment): Promise<void> => {
  const { at, ...columns } = payment;
  await tx.insert(payments).values({ ...columns, paidOn: at });
};

/** The period a payment sent with this request id was recorded on, if one was. */
export const periodOfPaymentRequest = async (
  db: Db | Tx,
  orgId: number,
  requestId: string,
): Promise<number | null> => {
  const [row] = await db
    .select({ periodId: payments.billingPeriodId })
    .from(payments)
    .where(and(eq(payments.orgId, orgId), eq(payments.requestId, requestId)))
    .limit(1);
  return row?.periodId ?? null;
};

/** The payment step of a lease taken with this request id (kept in its domain event), if one was. */
export const stepOfRequest = async (
  db: Db | Tx,
  orgId: number,
  leaseId: number,
  requestId: string,
): Promise<{ periodId: number; action: LeasePaymentActionValue } | null> => {
  const [row] = await db
    .select({
      periodId: sql<number>`(${domainEvents.payload} ->> 'BillingPeriodId')::int`,
      action: sql<LeasePaymentActionValue>`${domainEvents.payload} ->> 'Action'`,
    })
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.orgId, orgId),
        eq(domainEvents.subjectType, AuditEntityType.Lease),
        eq(domainEvents.subjectId, leaseId),
        sql`${domainEvents.payload} ->> 'RequestId' = ${requestId}`,
      ),
    )
    .limit(1);
  return row ?? null;
};
