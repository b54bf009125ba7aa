import {
  LEASE_PAYMENT_MOVES,
  LeasePaymentAction,
  type LeasePaymentActionValue,
  type LeasePaymentStatusId,
} from "@fieldstead/domain";

/** How each payment step reads on its button. */
export const PAYMENT_STEP_LABELS: Readonly<Record<LeasePaymentActionValue, string>> = {
  [LeasePaymentAction.Submit]: "Submit for approval",
  [LeasePaymentAction.Approve]: "Approve",
  [LeasePaymentAction.Hold]: "Hold",
  [LeasePaymentAction.Release]: "Release",
  [LeasePaymentAction.Initiate]: "Initiate payment",
  [LeasePaymentAction.RecordPayment]: "Record payment",
};

// The step that moves a payment forward comes first; a hold is the way aside, offered after it.
const PREFERENCE: readonly LeasePaymentActionValue[] = [
  LeasePaymentAction.Submit,
  LeasePaymentAction.Approve,
  LeasePaymentAction.Release,
  LeasePaymentAction.Initiate,
  LeasePaymentAction.RecordPayment,
  LeasePaymentAction.Hold,
];

/**
 * The steps a payment in this status may take, the next one first (from the domain's moves, so the buttons
 * follow the rule the server applies): Due → Submit; Awaiting approval → Approve or Hold; Approved →
 * Initiate or Hold; Hold → Release; Payment initiated → Record payment; none before Due or once Paid.
 */
export const paymentStepsOf = (statusId: number): LeasePaymentActionValue[] =>
  PREFERENCE.filter((action) => LEASE_PAYMENT_MOVES[action].from.includes(statusId as LeasePaymentStatusId));
