import {
  AuditEntityType,
  centsToMoney,
  DomainEventType,
  LEASE_PAYMENT_STATUS_NAMES,
  LeasePaymentAction,
  type AuditChange,
  type DomainEventTypeValue,
  type LeasePaymentActionValue,
  LeasePaymentStatus,
  type LeasePaymentStatusId,
} from "@fieldstead/domain";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import type { AuditRecord, DomainEventRecord } from "../../audit/audit.service.ts";
import type { LockedPeriod } from "./lease-billing.repository.ts";
import { periodText } from "./lease-billing.service.ts";

type StepWords = {
  /** The history entry's action. */
  action: string;
  /** How the step reads in the history ("Payment submitted for …"). */
  verb: string;
  /**
   * The event it raises. A released payment awaits approval again, as a submitted one does; an initiated payment
   * is the approved payment going out; a recorded payment is money received, whether or not it settles the bill.
   */
  event: DomainEventTypeValue;
};

const STEP_WORDS: Readonly<Record<LeasePaymentActionValue, StepWords>> = {
  [LeasePaymentAction.Submit]: {
    action: "PaymentSubmitted",
    verb: "submitted",
    event: DomainEventType.LeasePaymentSubmitted,
  },
  [LeasePaymentAction.Approve]: {
    action: "PaymentApproved",
    verb: "approved",
    event: DomainEventType.LeasePaymentApproved,
  },
  [LeasePaymentAction.Hold]: {
    action: "PaymentHeld",
    verb: "put on hold",
    event: DomainEventType.LeasePaymentHeld,
  },
  [LeasePaymentAction.Release]: {
    action: "PaymentReleased",
    verb: "released from hold",
    event: DomainEventType.LeasePaymentSubmitted,
  },
  [LeasePaymentAction.Initiate]: {
    action: "PaymentInitiated",
    verb: "initiated",
    event: DomainEventType.LeasePaymentApproved,
  },
  [LeasePaymentAction.RecordPayment]: {
    action: "PaymentRecorded",
    verb: "recorded",
    event: DomainEventType.LeasePaymentPaid,
  },
};

/** What the reply says once a step is taken (and again, word for word, when the same request comes back). */
export const stepMessage = (action: LeasePaymentActionValue, transactionAmount: string | null): string =>
  action === LeasePaymentAction.RecordPayment
    ? `Payment of ${transactionAmount ?? ""} recorded.`
    : `Payment ${STEP_WORDS[action].verb}.`;

/** A step as it was taken: the period before it, the request, where it left the payment. */
export type TakenStep = {
  period: LockedPeriod;
  action: LeasePaymentActionValue;
  to: LeasePaymentStatusId;
  /** What was owed on the period before the step, and (for a payment) what was paid on it after. */
  owedCents: number;
  paidCentsAfter: number;
  transactionId: string | null;
  transactionAmount: string | null;
  comment: string | null;
  requestId: string | null;
  at: Date;
};

const detailsOf = (step: TakenStep): string =>
  step.action === LeasePaymentAction.RecordPayment
    ? `amount ${step.transactionAmount ?? ""}, transaction ${step.transactionId ?? ""}`
    : `amount ${centsToMoney(step.owedCents)}`;

const changesOf = (step: TakenStep): AuditChange[] => {
  const status: AuditChange = {
    Field: "Status",
    From: LEASE_PAYMENT_STATUS_NAMES[step.period.statusId],
    To: LEASE_PAYMENT_STATUS_NAMES[step.to],
  };
  if (step.action !== LeasePaymentAction.RecordPayment) return [status];
  return [
    status,
    { Field: "Paid amount", From: step.period.paidAmount, To: centsToMoney(step.paidCentsAfter) },
    { Field: "Transaction ID", From: null, To: step.transactionId },
  ];
};

/** The lease's history entry for a step: "Payment submitted for 2026-01-01 – 2026-01-31 (amount 1500.00)". */
export const stepHistory = (session: ActiveSession, step: TakenStep): AuditRecord => {
  const summary = `Payment ${STEP_WORDS[step.action].verb} for ${periodText(step.period)} (${detailsOf(step)})`;
  return {
    orgId: session.orgId,
    entityType: AuditEntityType.Lease,
    entityId: step.period.leaseId,
    action: STEP_WORDS[step.action].action,
    summary: step.comment ? `${summary}: ${step.comment}` : summary,
    changes: changesOf(step),
    employeeId: session.employeeId,
    at: step.at,
  };
};

/**
 * The step's event. Its payload keeps the request id, so the same request sent again is recognised and changes
 * nothing; the submitter hears of what others do with the payment they submitted.
 */
export const stepEvent = (
  session: ActiveSession,
  step: TakenStep,
  approvers: readonly number[],
): DomainEventRecord => {
  const submitter = step.period.submittedById;
  const isOthersPayment = submitter !== null && submitter !== session.employeeId;
  const awaitsApproval = step.to === LeasePaymentStatus.AwaitingApproval;
  return {
    orgId: session.orgId,
    eventType: STEP_WORDS[step.action].event,
    actorId: session.employeeId,
    subjectType: AuditEntityType.Lease,
    subjectId: step.period.leaseId,
    // A payment that waits for approval concerns those who may approve it (never its submitter); a decision on
    // it, its submitter.
    concerns: awaitsApproval
      ? approvers.filter((id) => id !== session.employeeId)
      : isOthersPayment
        ? [submitter]
        : [],
    payload: {
      Action: step.action,
      BillingPeriodId: step.period.id,
      LeaseNumber: step.period.leaseNumber,
      PeriodStart: step.period.periodStart,
      PeriodEnd: step.period.periodEnd,
      DueDate: step.period.dueDate,
      Amount: step.period.billingAmount,
      StatusId: step.to,
      ...(step.transactionId ? { TransactionId: step.transactionId } : {}),
      ...(step.transactionAmount ? { TransactionAmount: step.transactionAmount } : {}),
      ...(step.comment ? { Comment: step.comment } : {}),
      ...(step.requestId ? { RequestId: step.requestId } : {}),
    },
    at: step.at,
  };
};
