import { DomainEventType, NotificationKind } from "@fieldstead/domain";
import type { EventForMessage, MessageParts as Parts } from "./notification-messages.ts";
import { b, displayDay, displayMoney, p, recordUrl, textOf } from "./notification-text.ts";

/** A lease payment falls due soon: for the lease staff. */
export const leaseParts = ({ payload }: EventForMessage): Parts => {
  const lease = b(textOf(payload, "LeaseNumber") ?? "a lease");
  const amount = textOf(payload, "Amount");
  const due = textOf(payload, "DueDate");
  const rent = amount ? `Rent of ${b(displayMoney(amount))}` : "Rent";
  return {
    kindId: NotificationKind.LeasePaymentDue,
    labelText: "Lease,Payment Due",
    bodyText: p(`${rent} for lease ${lease} is due${due ? ` on ${b(displayDay(due))}` : " soon"}.`),
    completeUrl: recordUrl.lease(),
  };
};

/** What was done with a payment someone submitted, as its submitter reads it. */
const PAYMENT_STEPS: Readonly<Record<string, { label: string; verb: string }>> = {
  Approve: { label: "Approved", verb: "approved" },
  Hold: { label: "On Hold", verb: "put on hold" },
  Initiate: { label: "Payment Initiated", verb: "initiated" },
  RecordPayment: { label: "Paid", verb: "recorded a payment of" },
};

/** A payment step: a submission for those who may approve it, anything else for its submitter. */
export const leasePaymentParts = (event: EventForMessage, who: string): Parts => {
  const { payload, subjectId } = event;
  const lease = b(textOf(payload, "LeaseNumber") ?? "a lease");
  const amount = textOf(payload, "Amount");
  const rent = amount ? `Rent of ${b(displayMoney(amount))}` : "Rent";
  const due = textOf(payload, "DueDate");
  const dueText = due ? ` due on ${b(displayDay(due))}` : "";
  const completeUrl = recordUrl.leaseBilling(subjectId);
  if (event.eventType === DomainEventType.LeasePaymentSubmitted)
    return {
      kindId: NotificationKind.LeasePaymentAwaitingApproval,
      labelText: "Lease,Awaiting Approval",
      bodyText: p(
        `${who} submitted the ${rent.toLowerCase()} for lease ${lease}${dueText}; it waits for your approval.`,
      ),
      completeUrl,
    };
  const step = PAYMENT_STEPS[textOf(payload, "Action") ?? ""] ?? { label: "Updated", verb: "acted on" };
  const paid = textOf(payload, "TransactionAmount");
  const what =
    textOf(payload, "Action") === "RecordPayment" && paid
      ? `${b(displayMoney(paid))} against the payment you submitted for lease ${lease}`
      : `the payment you submitted for lease ${lease}${dueText}`;
  return {
    kindId: NotificationKind.LeasePaymentDecided,
    labelText: `Lease,${step.label}`,
    bodyText: p(`${who} ${step.verb} ${what}.`),
    completeUrl,
  };
};
