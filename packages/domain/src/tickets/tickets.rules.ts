import { TicketStatus, type TicketStatusId } from "../tasks/tasks.enums.ts";

export const TICKET_STATUS_LABELS: Readonly<Record<TicketStatusId, string>> = {
  [TicketStatus.Open]: "Open",
  [TicketStatus.Converted]: "Converted",
  [TicketStatus.Closed]: "Closed",
};

export const ticketStatusLabel = (statusId: number): string =>
  TICKET_STATUS_LABELS[statusId as TicketStatusId] ?? `Status ${statusId}`;

/** The organisation counter that numbers a year's tickets. */
export const ticketSequence = (year: number): string => `ticket:${year}`;

/** A ticket's number: TKT-{year}-{00001}, the counter's value padded to five digits. */
export const ticketNumber = (year: number, value: number): string =>
  `TKT-${year}-${String(value).padStart(5, "0")}`;

/** What may be done to a ticket: change its fields, close it, open it again, or turn it into a work order. */
export const TicketStep = { Edit: "edit", Close: "close", Reopen: "reopen", Convert: "convert" } as const;
export type TicketStepValue = (typeof TicketStep)[keyof typeof TicketStep];

export type TicketStepCheck = { ok: true } | { ok: false; message: string };

export const TICKET_REFUSALS = {
  converted: (workOrder: string | null) =>
    workOrder
      ? `This ticket has already become work order ${workOrder}; change the work order instead.`
      : "This ticket has already become a work order.",
  closedEdit: "This ticket is closed: reopen it before changing it.",
  closedConvert: "A closed ticket cannot become a work order: reopen it first.",
  alreadyClosed: "This ticket is closed already.",
  alreadyOpen: "This ticket is open already.",
} as const;

/**
 * Which step a ticket's status allows. An open ticket may be changed, closed or converted; a closed one only
 * reopened; a converted one nothing more, since the work order carries on from it.
 */
export const checkTicketStep = ({
  statusId,
  step,
  workOrderNumber = null,
}: {
  statusId: number;
  step: TicketStepValue;
  workOrderNumber?: string | null;
}): TicketStepCheck => {
  if (statusId === TicketStatus.Converted)
    return { ok: false, message: TICKET_REFUSALS.converted(workOrderNumber) };
  if (statusId === TicketStatus.Closed) {
    if (step === TicketStep.Reopen) return { ok: true };
    if (step === TicketStep.Close) return { ok: false, message: TICKET_REFUSALS.alreadyClosed };
    if (step === TicketStep.Convert) return { ok: false, message: TICKET_REFUSALS.closedConvert };
    return { ok: false, message: TICKET_REFUSALS.closedEdit };
  }
  return step === TicketStep.Reopen ? { ok: false, message: TICKET_REFUSALS.alreadyOpen } : { ok: true };
};

/** The steps a ticket in this status allows, in the order the page offers them. */
export const ticketStepsOf = (statusId: number): TicketStepValue[] =>
  Object.values(TicketStep).filter((step) => checkTicketStep({ statusId, step }).ok);

/**
 * The description of the work order made from a ticket: the ticket's own description, then a line saying which
 * ticket it came from and who reported it (and how to reach them).
 */
export const workOrderDescriptionOf = ({
  ticketNumber: number,
  description,
  reporterName,
  reporterContact,
}: {
  ticketNumber: string;
  description: string | null;
  reporterName: string | null;
  reporterContact: string | null;
}): string => {
  const reporter = [reporterName, reporterContact].filter((part) => part && part.trim() !== "");
  const origin =
    reporter.length === 0
      ? `From ticket ${number}.`
      : `From ticket ${number}, reported by ${reporter.join(", ")}.`;
  const text = description?.trim();
  return text ? `${text}\n\n${origin}` : origin;
};
