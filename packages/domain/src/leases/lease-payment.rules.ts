import { addDaysToDay } from "./lease-dates.rules.ts";
import { LeasePaymentStatus, type LeasePaymentStatusId } from "./leases.enums.ts";
import type { EnumValue } from "../shared/enum.ts";

/** The names of the payment statuses of a lease's bills, as the pages show them. */
export const LEASE_PAYMENT_STATUS_NAMES: Readonly<Record<LeasePaymentStatusId, string>> = {
  [LeasePaymentStatus.None]: "None",
  [LeasePaymentStatus.Due]: "Due",
  [LeasePaymentStatus.AwaitingApproval]: "Awaiting approval",
  [LeasePaymentStatus.Approved]: "Approved",
  [LeasePaymentStatus.Hold]: "Hold",
  [LeasePaymentStatus.PaymentInitiated]: "Payment initiated",
  [LeasePaymentStatus.Paid]: "Paid",
};

/**
 * What may be done to the payment of a bill: submit it for approval, approve it, put it on hold, release it from
 * hold, initiate it, or record money received against it.
 */
export const LeasePaymentAction = {
  Submit: "Submit",
  Approve: "Approve",
  Hold: "Hold",
  Release: "Release",
  Initiate: "Initiate",
  RecordPayment: "RecordPayment",
} as const;
export type LeasePaymentActionValue = EnumValue<typeof LeasePaymentAction>;

const { None, Due, AwaitingApproval, Approved, Hold, PaymentInitiated, Paid } = LeasePaymentStatus;

/** Where each action takes a payment, from the statuses it may be taken from. */
export const LEASE_PAYMENT_MOVES: Readonly<
  Record<LeasePaymentActionValue, { from: readonly LeasePaymentStatusId[]; to: LeasePaymentStatusId }>
> = {
  [LeasePaymentAction.Submit]: { from: [Due], to: AwaitingApproval },
  [LeasePaymentAction.Approve]: { from: [AwaitingApproval], to: Approved },
  [LeasePaymentAction.Hold]: { from: [AwaitingApproval, Approved], to: Hold },
  [LeasePaymentAction.Release]: { from: [Hold], to: AwaitingApproval },
  [LeasePaymentAction.Initiate]: { from: [Approved], to: PaymentInitiated },
  // Paid when the money received reaches the amount; otherwise back to Due (see statusAfterPayment).
  [LeasePaymentAction.RecordPayment]: { from: [PaymentInitiated], to: Paid },
};

/** How each action reads in a refusal: "A payment that is Paid cannot be approved." */
const ACTION_PHRASES: Readonly<Record<LeasePaymentActionValue, string>> = {
  [LeasePaymentAction.Submit]: "submitted for approval",
  [LeasePaymentAction.Approve]: "approved",
  [LeasePaymentAction.Hold]: "put on hold",
  [LeasePaymentAction.Release]: "released from hold",
  [LeasePaymentAction.Initiate]: "initiated",
  [LeasePaymentAction.RecordPayment]: "recorded as paid",
};

export const LEASE_PAYMENT_MESSAGES = {
  notDueYet: "This payment is not due yet.",
  cannot: (action: LeasePaymentActionValue, statusId: LeasePaymentStatusId) =>
    `A payment that is ${LEASE_PAYMENT_STATUS_NAMES[statusId]} cannot be ${ACTION_PHRASES[action]}.`,
  submitterApproves: "The person who submitted a payment cannot approve it.",
  submitterHolds: "The person who submitted a payment cannot hold it.",
} as const;

/** A bill's payment is Paid once the money received on it reaches its amount; until then it is Due again. */
export const statusAfterPayment = (amountCents: number, paidCentsAfter: number): LeasePaymentStatusId =>
  paidCentsAfter >= amountCents ? Paid : Due;

export type PaymentActionInput = {
  action: LeasePaymentActionValue;
  statusId: LeasePaymentStatusId;
  actorId: number;
  /** Who submitted the payment for approval; null before it is submitted. */
  submittedById: number | null;
  /** For RecordPayment: the bill's amount and the total received once this payment is counted. */
  payment?: { amountCents: number; paidCentsAfter: number };
};

export type PaymentActionCheck = { ok: true; to: LeasePaymentStatusId } | { ok: false; message: string };

/**
 * Whether an action may be taken on a bill's payment, and the status it leaves the payment in. A payment is
 * submitted once Due, approved (or held) while awaiting approval, initiated once approved, and recorded once
 * initiated; a payment on hold is released back to awaiting approval. Whoever submitted a payment may neither approve nor
 * hold it: a second person checks it. Recording a payment that leaves part of the bill unpaid puts it back to
 * Due, and the rest stays owed; without the amounts a recorded payment is taken to settle the bill.
 */
export const checkPaymentAction = ({
  action,
  statusId,
  actorId,
  submittedById,
  payment,
}: PaymentActionInput): PaymentActionCheck => {
  const move = LEASE_PAYMENT_MOVES[action];
  if (!move.from.includes(statusId)) {
    const notDueYet = action === LeasePaymentAction.Submit && statusId === None;
    return {
      ok: false,
      message: notDueYet ? LEASE_PAYMENT_MESSAGES.notDueYet : LEASE_PAYMENT_MESSAGES.cannot(action, statusId),
    };
  }
  if (submittedById !== null && actorId === submittedById) {
    if (action === LeasePaymentAction.Approve)
      return { ok: false, message: LEASE_PAYMENT_MESSAGES.submitterApproves };
    if (action === LeasePaymentAction.Hold)
      return { ok: false, message: LEASE_PAYMENT_MESSAGES.submitterHolds };
  }
  if (action === LeasePaymentAction.RecordPayment && payment)
    return { ok: true, to: statusAfterPayment(payment.amountCents, payment.paidCentsAfter) };
  return { ok: true, to: move.to };
};

/** How many days before its due date a bill's payment becomes Due. */
export const DUE_SOON_DAYS = 30;

/**
 * A bill's payment status on a day: a bill not yet due (None) becomes Due once its due date is DUE_SOON_DAYS
 * days away or nearer, or past; any other status stays as it is.
 */
export const paymentStatusOnDay = (
  statusId: LeasePaymentStatusId,
  dueDate: string,
  today: string,
): LeasePaymentStatusId =>
  statusId === None && today >= addDaysToDay(dueDate, -DUE_SOON_DAYS) ? Due : statusId;
