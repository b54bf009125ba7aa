import {
  centsToMoney,
  checkPaymentAction,
  LeasePaymentAction,
  LeaseStatus,
  type LeasePaymentActionValue,
  type LeasePaymentStatusId,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { recordChange } from "../../audit/audit.service.ts";
import { insertPayment, updatePeriod, type LockedPeriod } from "./lease-billing.repository.ts";
import { centsOf } from "./lease-billing.service.ts";
import { stepEvent, stepHistory, type TakenStep } from "./lease-payment.records.ts";
import {
  listApprovedBills,
  listBillsById,
  lockPeriods,
  type RunBillRow,
} from "./lease-payment-runs.repository.ts";
import { refreshLeaseSummaries } from "./lease-summary.repository.ts";

/**
 * Lease bills paid in runs (billing's Payment Processing): the same payment steps as on a lease's Billing tab —
 * the same rules, the same lease history entries and LeasePayment* events, the same summary refresh — taken on
 * many bills in the caller's transaction.
 */

export type LockedLeaseBill = LockedPeriod;

/** A lease bill with what is still owed on it. */
export type LeaseRunBill = Omit<RunBillRow, "billingAmount" | "paidAmount"> & { owedCents: number };

const withOwed = ({ billingAmount, paidAmount, ...row }: RunBillRow): LeaseRunBill => ({
  ...row,
  owedCents: centsOf(billingAmount) - centsOf(paidAmount),
});

/** The approved bills of the organisation's active leases that still owe something (only these, when named). */
export const approvedLeaseBills = async (
  db: Db | Tx,
  orgId: number,
  periodIds: readonly number[] | null,
): Promise<LeaseRunBill[]> => (await listApprovedBills(db, orgId, periodIds)).map(withOwed);

/** The named bills of the organisation as they stand now. */
export const leaseBillsById = async (
  db: Db | Tx,
  orgId: number,
  periodIds: readonly number[],
): Promise<LeaseRunBill[]> => (await listBillsById(db, orgId, periodIds)).map(withOwed);

/** The named bills of the organisation, locked until the caller's transaction ends (others' are not found). */
export const lockLeaseBills = (
  tx: Tx,
  orgId: number,
  periodIds: readonly number[],
): Promise<LockedLeaseBill[]> => lockPeriods(tx, orgId, periodIds);

export type RunStepContext = {
  /** Said in each lease's history entry: which run the step was taken in. */
  comment: string;
  at: Date;
  /** The organisation's calendar day, for the leases' arrears. */
  today: string;
};

/** Whether the lease rules allow the step on the bill now, and where it leaves the payment. */
const checkRunStep = (
  session: ActiveSession,
  bill: LockedLeaseBill,
  action: LeasePaymentActionValue,
): LeasePaymentStatusId | null => {
  // Payments are made on an active lease (as on the Billing tab).
  if (bill.leaseStatusId !== LeaseStatus.Active) return null;
  const amountCents = centsOf(bill.billingAmount);
  const check = checkPaymentAction({
    action,
    statusId: bill.statusId,
    actorId: session.employeeId,
    submittedById: bill.submittedById,
    // A run pays what is still owed, in full.
    ...(action === LeasePaymentAction.RecordPayment
      ? { payment: { amountCents, paidCentsAfter: amountCents } }
      : {}),
  });
  return check.ok ? check.to : null;
};

const takenStep = (
  bill: LockedLeaseBill,
  action: LeasePaymentActionValue,
  to: LeasePaymentStatusId,
  context: RunStepContext,
  transactionId: string | null,
): TakenStep => {
  const paidCents = centsOf(bill.paidAmount);
  const owedCents = centsOf(bill.billingAmount) - paidCents;
  const isPayment = action === LeasePaymentAction.RecordPayment;
  return {
    period: bill,
    action,
    to,
    owedCents,
    paidCentsAfter: isPayment ? paidCents + owedCents : paidCents,
    transactionId,
    transactionAmount: isPayment ? centsToMoney(owedCents) : null,
    comment: context.comment,
    requestId: null,
    at: context.at,
  };
};

/** The steps' lease history entries and events in one statement, then the leases' arrears and next payment. */
const recordSteps = async (
  tx: Tx,
  session: ActiveSession,
  steps: readonly TakenStep[],
  today: string,
): Promise<void> => {
  if (steps.length === 0) return;
  await recordChange(tx, {
    history: steps.map((step) => stepHistory(session, step)),
    events: steps.map((step) => stepEvent(session, step, [])),
  });
  await refreshLeaseSummaries(tx, {
    orgId: session.orgId,
    leaseIds: steps.map((step) => step.period.leaseId),
    today,
  });
};

/** Of the locked bills, those whose payment the lease rules let a run initiate now (Approved, on an active lease). */
export const initiableLeaseBills = (
  session: ActiveSession,
  bills: readonly LockedLeaseBill[],
): LockedLeaseBill[] =>
  bills.filter((bill) => checkRunStep(session, bill, LeasePaymentAction.Initiate) !== null);

export type InitiatedLeaseBill = { periodId: number; leaseId: number; owedCents: number };

/**
 * Initiates the payment of each locked bill the lease rules allow (Approved, on an active lease): the bill moves
 * to Payment initiated. Bills the rules refuse are left as they are and not answered.
 */
export const initiateLockedLeaseBills = async (
  tx: Tx,
  session: ActiveSession,
  bills: readonly LockedLeaseBill[],
  context: RunStepContext,
): Promise<InitiatedLeaseBill[]> => {
  const steps: TakenStep[] = [];
  for (const bill of bills) {
    const to = checkRunStep(session, bill, LeasePaymentAction.Initiate);
    if (to === null) continue;
    const step = takenStep(bill, LeasePaymentAction.Initiate, to, context, null);
    await updatePeriod(tx, session.orgId, bill.id, { statusId: to, at: context.at });
    steps.push(step);
  }
  await recordSteps(tx, session, steps, context.today);
  return steps.map((s) => ({ periodId: s.period.id, leaseId: s.period.leaseId, owedCents: s.owedCents }));
};

export type LeaseBillPayment = { bill: LockedLeaseBill; transactionId: string };
export type PaidLeaseBill = {
  periodId: number;
  /** Whether the run paid it (otherwise it was no longer awaiting payment, and is left as it was). */
  isPaid: boolean;
  statusId: LeasePaymentStatusId;
  /** What was paid on it: what was still owed, in full. */
  paidCents: number;
};

/**
 * Pays each locked bill whose payment was initiated, in full, as a payment recorded on the Billing tab would: the
 * paid amount reaches the bill's amount, the bill is Paid, a payment row keeps the transaction id, and the lease's
 * history, event, arrears and next payment follow. A bill no longer awaiting payment is left as it is.
 */
export const payLockedLeaseBills = async (
  tx: Tx,
  session: ActiveSession,
  payments: readonly LeaseBillPayment[],
  context: RunStepContext,
): Promise<PaidLeaseBill[]> => {
  const steps: TakenStep[] = [];
  const answers: PaidLeaseBill[] = [];
  for (const { bill, transactionId } of payments) {
    const to = checkRunStep(session, bill, LeasePaymentAction.RecordPayment);
    if (to === null) {
      answers.push({ periodId: bill.id, isPaid: false, statusId: bill.statusId, paidCents: 0 });
      continue;
    }
    const step = takenStep(bill, LeasePaymentAction.RecordPayment, to, context, transactionId);
    await updatePeriod(tx, session.orgId, bill.id, {
      statusId: to,
      paidAmount: centsToMoney(step.paidCentsAfter),
      at: context.at,
    });
    await insertPayment(tx, {
      orgId: session.orgId,
      billingPeriodId: bill.id,
      transactionId,
      transactionAmount: centsToMoney(step.owedCents),
      recordedById: session.employeeId,
      requestId: null,
      at: context.at,
    });
    steps.push(step);
    answers.push({ periodId: bill.id, isPaid: true, statusId: to, paidCents: step.owedCents });
  }
  await recordSteps(tx, session, steps, context.today);
  return answers;
};
