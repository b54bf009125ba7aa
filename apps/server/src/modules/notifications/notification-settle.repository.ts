import { and, eq, inArray, lt, sql } from "drizzle-orm";
import {
  DomainEventType,
  NotificationAction,
  NotificationKind,
  type DomainEventTypeValue,
  type NotificationKindId,
} from "@fieldstead/domain";
import type { Tx } from "../../db/client.ts";
import { notifications } from "../../db/schema/index.ts";
import type { NotificationRow } from "./notification-audience.repository.ts";
import { b, p } from "./notification-text.ts";

/** The requests a decision answers: a notification asking for it reads as done once it is decided. */
const ANSWERS: Partial<Record<DomainEventTypeValue, { asked: NotificationKindId; step: string }>> = {
  [DomainEventType.TaskApproved]: { asked: NotificationKind.ReviewRequested, step: "Approved" },
  [DomainEventType.TaskRejected]: { asked: NotificationKind.ReviewRequested, step: "Rejected" },
  [DomainEventType.MoveRequestApproved]: {
    asked: NotificationKind.MoveRequestAwaitingApproval,
    step: "Approved",
  },
  [DomainEventType.MoveRequestRejected]: {
    asked: NotificationKind.MoveRequestAwaitingApproval,
    step: "Rejected",
  },
  [DomainEventType.MoveRequestCancelled]: {
    asked: NotificationKind.MoveRequestAwaitingApproval,
    step: "Cancelled",
  },
  [DomainEventType.MaterialRequestApproved]: {
    asked: NotificationKind.MaterialRequestAwaitingApproval,
    step: "Approved",
  },
  [DomainEventType.MaterialRequestRejected]: {
    asked: NotificationKind.MaterialRequestAwaitingApproval,
    step: "Rejected",
  },
  [DomainEventType.MaterialRequestFulfilled]: {
    asked: NotificationKind.MaterialRequestAwaitingApproval,
    step: "Fulfilled",
  },
};

/** The labels a request carries while it waits (notification-messages.ts writes them). */
const AWAITING_LABELS = new Set([
  "Work Order,Review,Pending Approval",
  "Move Request,Awaiting Approval",
  "Material Request,Awaiting Approval",
]);

export type DecisionEvent = {
  id: number;
  orgId: number;
  eventType: DomainEventTypeValue;
  subjectType: string;
  subjectId: number;
};

/**
 * Settles the requests a decision answers: every earlier 'awaiting approval' (or 'review requested')
 * notification about the same record becomes read, its labels say what was decided (`decidedLabels`, the
 * decision's own labels) and its text ends with the decision. Returns the rows changed, to push to their owners.
 */
export const settleAnsweredRequests = async (
  tx: Tx,
  event: DecisionEvent,
  decidedLabels: string,
  deciderName: string | null,
): Promise<NotificationRow[]> => {
  const answer = ANSWERS[event.eventType];
  if (!answer) return [];
  const note = p(`Decided: ${b(answer.step)}${deciderName ? ` by ${b(deciderName)}` : ""}.`);
  return tx
    .update(notifications)
    .set({
      actionId: NotificationAction.Read,
      labelText: decidedLabels,
      bodyText: sql`${notifications.bodyText} || ${note}`,
    })
    .where(
      and(
        eq(notifications.orgId, event.orgId),
        eq(notifications.subjectType, event.subjectType),
        eq(notifications.subjectId, event.subjectId),
        eq(notifications.kindId, answer.asked),
        // Only requests made before the decision: a next review level asked for afterwards stays open.
        lt(notifications.eventId, event.id),
        // Settled once: a request already decided (its labels changed) keeps its first decision.
        inArray(notifications.labelText, [...AWAITING_LABELS]),
      ),
    )
    .returning();
};
