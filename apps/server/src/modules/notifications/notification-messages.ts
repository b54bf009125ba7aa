import {
  assertNever,
  DomainEventType,
  NotificationKind,
  taskStatusLabel,
  type DomainEventTypeValue,
  type NotificationKindId,
} from "@fieldstead/domain";
import {
  b,
  countOf,
  escapeHtml,
  numberOf,
  p,
  plural,
  quoted,
  recordUrl,
  textOf,
} from "./notification-text.ts";
import { leaseParts, leasePaymentParts } from "./notification-lease-messages.ts";

/** What the mapping reads of a domain event. */
export type EventForMessage = {
  eventType: DomainEventTypeValue;
  actorId: number | null;
  subjectType: string;
  subjectId: number;
  concerns: readonly number[];
  payload: Record<string, unknown>;
};

/** One notification to write for each recipient (before the audience is narrowed by settings and mutes). */
export type NotificationMessage = {
  kindId: NotificationKindId;
  recipients: number[];
  /** Comma-separated labels, the area first: 'Work Order,Assigned'. */
  labelText: string;
  /** HTML: names and numbers in <b>, every text escaped. */
  bodyText: string;
  /** The address inside the portal that opens the record itself. */
  completeUrl: string;
};

/** What a notification says and opens, before its recipients are known. */
export type MessageParts = {
  kindId: NotificationKindId;
  labelText: string;
  bodyText: string;
  completeUrl: string;
};
type Parts = MessageParts;

const taskParts = (event: EventForMessage, who: string): Parts | null => {
  const { payload, subjectId } = event;
  const number = b(textOf(payload, "WorkOrderNumber") ?? `#${subjectId}`);
  const url = recordUrl.task(subjectId);
  const status = (key: string) => {
    const id = numberOf(payload, key);
    return id === null ? null : b(taskStatusLabel(id));
  };
  const level = numberOf(payload, "Level");
  const atLevel = level === null ? "" : ` at review level ${level}`;
  switch (event.eventType) {
    case DomainEventType.TaskAssigned:
      return {
        kindId: NotificationKind.WorkOrderAssigned,
        labelText: "Work Order,Assigned",
        bodyText: p(`${who} assigned work order ${number} to you.`),
        completeUrl: url,
      };
    case DomainEventType.TaskStatusChanged: {
      const from = status("FromStatusId");
      const to = status("ToStatusId");
      const move = from && to ? ` from ${from} to ${to}` : to ? ` to ${to}` : "";
      return {
        kindId: NotificationKind.WorkOrderStatusChanged,
        labelText: "Work Order,Status Changed",
        bodyText: p(`${who} moved work order ${number}${move}.`) + quoted(payload),
        completeUrl: url,
      };
    }
    case DomainEventType.TaskApprovalRequested:
      return {
        kindId: NotificationKind.ReviewRequested,
        labelText: "Work Order,Review,Pending Approval",
        bodyText: p(`${who} asks for your review of work order ${number}${atLevel}.`) + quoted(payload),
        completeUrl: url,
      };
    case DomainEventType.TaskApproved:
    case DomainEventType.TaskRejected: {
      const verb = event.eventType === DomainEventType.TaskApproved ? "Approved" : "Rejected";
      return {
        kindId: NotificationKind.ReviewDecided,
        labelText: `Work Order,Review,${verb}`,
        bodyText:
          p(`${who} ${verb.toLowerCase()} the review of work order ${number}${atLevel}.`) + quoted(payload),
        completeUrl: url,
      };
    }
    case DomainEventType.TaskReopened:
      return {
        kindId: NotificationKind.ReviewDecided,
        labelText: "Work Order,Reopened",
        bodyText: p(`${who} reopened work order ${number}.`) + quoted(payload),
        completeUrl: url,
      };
    case DomainEventType.TaskShared:
      return {
        kindId: NotificationKind.WorkOrderShared,
        labelText: "Work Order,Shared",
        bodyText: p(`${who} shared work order ${number} with you.`) + quoted(payload, "Message"),
        completeUrl: url,
      };
    default:
      return null;
  }
};

const ticketParts = (event: EventForMessage, who: string): Parts | null => {
  const { payload, subjectId } = event;
  const number = b(textOf(payload, "TicketNumber") ?? `#${subjectId}`);
  const parts = (verb: string, bodyText: string): Parts => ({
    kindId: NotificationKind.TicketUpdated,
    labelText: `Ticket,${verb}`,
    bodyText,
    completeUrl: recordUrl.ticket(subjectId),
  });
  switch (event.eventType) {
    case DomainEventType.TicketCreated: {
      const title = textOf(payload, "Title");
      return parts(
        "Reported",
        p(`${who} reported ticket ${number}${title ? `: ${escapeHtml(title)}` : ""}.`),
      );
    }
    case DomainEventType.TicketConverted: {
      const workOrder = textOf(payload, "WorkOrderNumber");
      const into = workOrder ? ` into work order ${b(workOrder)}` : " into a work order";
      return parts("Converted", p(`${who} turned ticket ${number}${into}.`));
    }
    case DomainEventType.TicketClosed:
      return parts("Closed", p(`${who} closed ticket ${number}.`) + quoted(payload));
    case DomainEventType.TicketReopened:
      return parts("Reopened", p(`${who} reopened ticket ${number}.`) + quoted(payload));
    default:
      return null;
  }
};

const REQUEST_STEPS: Partial<Record<DomainEventTypeValue, string>> = {
  [DomainEventType.MoveRequestApproved]: "Approved",
  [DomainEventType.MoveRequestRejected]: "Rejected",
  [DomainEventType.MoveRequestCompleted]: "Completed",
  [DomainEventType.MoveRequestCancelled]: "Cancelled",
  [DomainEventType.MaterialRequestApproved]: "Approved",
  [DomainEventType.MaterialRequestRejected]: "Rejected",
  [DomainEventType.MaterialRequestFulfilled]: "Fulfilled",
};

const requestParts = (event: EventForMessage, who: string, isMove: boolean): Parts => {
  const { payload, subjectId } = event;
  const noun = isMove ? "Move Request" : "Material Request";
  const number = b(textOf(payload, "RequestNumber") ?? `#${subjectId}`);
  const completeUrl = isMove ? recordUrl.moveRequest(subjectId) : recordUrl.materialRequest(subjectId);
  const step = REQUEST_STEPS[event.eventType];
  if (step)
    return {
      kindId: isMove ? NotificationKind.MoveRequestDecided : NotificationKind.MaterialRequestDecided,
      labelText: `${noun},${step}`,
      bodyText: p(`${who} ${step.toLowerCase()} your ${noun.toLowerCase()} ${number}.`) + quoted(payload),
      completeUrl,
    };
  const what = isMove
    ? `the move of ${plural(countOf(payload, "AssetIds"), "asset")}`
    : `${plural(countOf(payload, "Items"), "part")}`;
  return {
    kindId: isMove
      ? NotificationKind.MoveRequestAwaitingApproval
      : NotificationKind.MaterialRequestAwaitingApproval,
    labelText: `${noun},Awaiting Approval`,
    bodyText:
      p(`${who} asks for ${what} in ${noun.toLowerCase()} ${number}; it waits for your approval.`) +
      quoted(payload, isMove ? "Reason" : "Notes"),
    completeUrl,
  };
};

const roleParts = ({ payload }: EventForMessage, who: string): Parts => {
  const from = textOf(payload, "FromRoleName");
  const to = textOf(payload, "ToRoleName");
  const change = to ? `${from ? ` from ${b(from)}` : ""} to ${b(to)}` : "";
  return {
    kindId: NotificationKind.RoleChanged,
    labelText: "Access,Role Changed",
    bodyText: p(`${who} changed your role${change}. Sign in again to continue with the new role.`),
    completeUrl: recordUrl.profile(),
  };
};

const partsFor = (event: EventForMessage, who: string): Parts | null => {
  const type = event.eventType;
  switch (type) {
    case DomainEventType.TaskAssigned:
    case DomainEventType.TaskStatusChanged:
    case DomainEventType.TaskApprovalRequested:
    case DomainEventType.TaskApproved:
    case DomainEventType.TaskRejected:
    case DomainEventType.TaskReopened:
    case DomainEventType.TaskShared:
      return taskParts(event, who);
    case DomainEventType.TicketCreated:
    case DomainEventType.TicketConverted:
    case DomainEventType.TicketClosed:
    case DomainEventType.TicketReopened:
      return ticketParts(event, who);
    case DomainEventType.MoveRequestCreated:
    case DomainEventType.MoveRequestApproved:
    case DomainEventType.MoveRequestRejected:
    case DomainEventType.MoveRequestCompleted:
    case DomainEventType.MoveRequestCancelled:
      return requestParts(event, who, true);
    case DomainEventType.MaterialRequestCreated:
    case DomainEventType.MaterialRequestApproved:
    case DomainEventType.MaterialRequestRejected:
    case DomainEventType.MaterialRequestFulfilled:
      return requestParts(event, who, false);
    case DomainEventType.LeasePaymentDue:
      return leaseParts(event);
    case DomainEventType.RoleChanged:
      return roleParts(event, who);
    // A new work order tells its assignee through TaskAssigned; a deleted request has nothing left to open.
    case DomainEventType.TaskCreated:
    case DomainEventType.MaterialRequestDeleted:
      return null;
    case DomainEventType.LeasePaymentSubmitted:
    case DomainEventType.LeasePaymentApproved:
    case DomainEventType.LeasePaymentHeld:
    case DomainEventType.LeasePaymentPaid:
      return leasePaymentParts(event, who);
    // A lease's life-cycle steps are read on its Activity tab; they notify nobody.
    case DomainEventType.LeaseCreated:
    case DomainEventType.LeaseStatusChanged:
    case DomainEventType.LeaseTermsChanged:
      return null;
    // Billing's steps are read in each batch's history and on the billing pages; they notify nobody yet.
    case DomainEventType.InvoiceBatchGenerated:
    case DomainEventType.InvoiceBatchMoved:
    case DomainEventType.MatchBatchMoved:
    case DomainEventType.PaymentReceived:
    case DomainEventType.PaymentRunProcessed:
      return null;
    default:
      return assertNever(type);
  }
};

/**
 * The notification an event makes, or null when it notifies nobody. Recipients are the employees the event
 * concerns, never the person who did it — except a role change, which is for the user concerned whoever made it.
 * A reassignment concerns the previous assignee too, but only the new assignee hears 'assigned to you'.
 */
export const notificationMessageFor = (
  event: EventForMessage,
  { actorName }: { actorName: string | null },
): NotificationMessage | null => {
  const who = actorName ? b(actorName) : "Someone";
  const parts = partsFor(event, who);
  if (!parts) return null;
  const assignee = numberOf(event.payload, "AssigneeId");
  const concerned =
    event.eventType === DomainEventType.TaskAssigned && assignee !== null ? [assignee] : event.concerns;
  const isForTheActorToo = event.eventType === DomainEventType.RoleChanged;
  const recipients = [...new Set(concerned)].filter(
    (id) => Number.isInteger(id) && id > 0 && (isForTheActorToo || id !== event.actorId),
  );
  return recipients.length === 0 ? null : { ...parts, recipients };
};
