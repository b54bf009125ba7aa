import {
  AuditEntityType,
  checkTicketStep,
  diffChanges,
  DomainEventType,
  ResultCode,
  TicketStatus,
  ticketNumber,
  ticketSequence,
  ticketStatusLabel,
  TicketStep,
  type CreateTicket,
  type HistoryReply,
  type ListReply,
  type TicketAssetOption,
  type TicketAssigneeOption,
  type TicketDetail,
  type TicketHistoryQuery,
  type TicketListQuery,
  type TicketListRow,
  type TicketStateChange,
  type TicketStepValue,
  type TicketWriteReply,
  type UpdateTicket,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { nextNumbers, readHistory, recordEvents, recordHistory } from "../audit/audit.service.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import {
  checkedTicketFields,
  shownOf,
  TICKET_FIELDS,
  ticketEntry,
  type TicketShown,
} from "./ticket-fields.service.ts";
import { findAssets, findAssignees } from "./ticket-pickers.repository.ts";
import { insertTicket, listTickets, readTicket, updateTicketRow } from "./tickets.repository.ts";

export const ticketNotFound = (id: number): AppError =>
  new AppError("NOT_FOUND", { message: `Ticket ${id} not found` });

export const ticketList = (
  ctx: AppContext,
  session: ActiveSession,
  query: TicketListQuery,
): Promise<ListReply<TicketListRow>> => listTickets(ctx.db, session.orgId, query);

/** One ticket of the caller's organisation; another organisation's is a 404. */
export const ticketDetail = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<TicketDetail> => {
  const ticket = await readTicket(ctx.db, session.orgId, id);
  if (!ticket) throw ticketNotFound(id);
  return ticket;
};

/** The ticket, locked until the transaction ends, so two steps on one ticket run one after the other. */
export const lockTicket = async (tx: Tx, session: ActiveSession, id: number): Promise<TicketDetail> => {
  const ticket = await readTicket(tx, session.orgId, id, { lock: true });
  if (!ticket) throw ticketNotFound(id);
  return ticket;
};

/** A step the ticket's status does not allow is a 409 saying why. */
export const requireStep = (ticket: TicketDetail, step: TicketStepValue): void => {
  const check = checkTicketStep({ statusId: ticket.StatusId, step, workOrderNumber: ticket.WorkOrderNumber });
  if (!check.ok) throw new AppError("NOT_ALLOWED_NOW", { message: check.message });
};

export const ticketReply = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
  message: string,
): Promise<TicketWriteReply> => ({
  StatusCode: ResultCode.Success,
  StatusMessage: message,
  Ticket: await ticketDetail(ctx, session, id),
});

/** Reports a problem: the year's next number, a 'Created' history entry and a TicketCreated event. */
export const createTicket = async (
  ctx: AppContext,
  session: ActiveSession,
  body: CreateTicket,
): Promise<TicketWriteReply> => {
  const { orgId, employeeId } = session;
  const { id, number } = await ctx.db.transaction(async (tx) => {
    const at = ctx.now();
    const { columns, shown } = await checkedTicketFields(tx, orgId, body);
    const year = at.getUTCFullYear();
    const [value] = await nextNumbers(tx, orgId, ticketSequence(year));
    const number = ticketNumber(year, value ?? 1);
    const id = await insertTicket(tx, {
      ...columns,
      orgId,
      ticketNumber: number,
      reportedById: employeeId,
      at,
    });
    const changes = diffChanges<TicketShown>({ before: {}, after: shown, fields: TICKET_FIELDS });
    await recordHistory(tx, [
      { ...ticketEntry(session, id, at), action: "Created", summary: `Ticket ${number} reported`, changes },
    ]);
    await recordEvents(tx, [
      {
        orgId,
        eventType: DomainEventType.TicketCreated,
        actorId: employeeId,
        subjectType: AuditEntityType.Ticket,
        subjectId: id,
        concerns: [employeeId],
        payload: { TicketNumber: number, Title: body.Title },
        at,
      },
    ]);
    return { id, number };
  });
  return ticketReply(ctx, session, id, `Ticket ${number} created.`);
};

/** Changes an open ticket; a closed or converted one is a 409. Saving nothing new records nothing. */
export const updateTicket = async (
  ctx: AppContext,
  session: ActiveSession,
  body: UpdateTicket,
): Promise<TicketWriteReply> => {
  await ctx.db.transaction(async (tx) => {
    const current = await lockTicket(tx, session, body.Id);
    requireStep(current, TicketStep.Edit);
    const { columns, shown } = await checkedTicketFields(tx, session.orgId, body);
    const changes = diffChanges<TicketShown>({
      before: shownOf(current),
      after: shown,
      fields: TICKET_FIELDS,
    });
    if (changes.length === 0) return;
    const at = ctx.now();
    await updateTicketRow(tx, session.orgId, body.Id, { ...columns, at });
    const summary = `Changed ${changes.map((c) => c.Field.toLowerCase()).join(", ")}`;
    await recordHistory(tx, [{ ...ticketEntry(session, body.Id, at), action: "Edited", summary, changes }]);
  });
  return ticketReply(ctx, session, body.Id, "Ticket saved.");
};

const STATE_CHANGES = {
  close: {
    step: TicketStep.Close,
    to: TicketStatus.Closed,
    action: "Closed",
    event: DomainEventType.TicketClosed,
  },
  reopen: {
    step: TicketStep.Reopen,
    to: TicketStatus.Open,
    action: "Reopened",
    event: DomainEventType.TicketReopened,
  },
} as const;

/**
 * Closes an open ticket or reopens a closed one, with the comment in its history; the reporter hears of it.
 * A converted ticket is neither (409).
 */
export const changeTicketState = async (
  ctx: AppContext,
  session: ActiveSession,
  kind: keyof typeof STATE_CHANGES,
  body: TicketStateChange,
): Promise<TicketWriteReply> => {
  const { step, to, action, event } = STATE_CHANGES[kind];
  const number = await ctx.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, session, body.Id);
    requireStep(ticket, step);
    const at = ctx.now();
    await updateTicketRow(tx, session.orgId, ticket.Id, { statusId: to, at });
    const summary = `Ticket ${ticket.TicketNumber} ${action.toLowerCase()}`;
    await recordHistory(tx, [
      {
        ...ticketEntry(session, ticket.Id, at),
        action,
        summary: body.Comment ? `${summary}: ${body.Comment}` : summary,
        changes: [{ Field: "Status", From: ticketStatusLabel(ticket.StatusId), To: ticketStatusLabel(to) }],
      },
    ]);
    await recordEvents(tx, [
      {
        orgId: session.orgId,
        eventType: event,
        actorId: session.employeeId,
        subjectType: AuditEntityType.Ticket,
        subjectId: ticket.Id,
        concerns: ticket.ReportedById === null ? [] : [ticket.ReportedById],
        payload: { TicketNumber: ticket.TicketNumber, ...(body.Comment ? { Comment: body.Comment } : {}) },
        at,
      },
    ]);
    return ticket.TicketNumber;
  });
  return ticketReply(ctx, session, body.Id, `Ticket ${number} ${action.toLowerCase()}.`);
};

export const ticketHistory = async (
  ctx: AppContext,
  session: ActiveSession,
  query: TicketHistoryQuery,
): Promise<HistoryReply> => {
  await ticketDetail(ctx, session, query.Id);
  return readHistory(ctx.db, session.orgId, AuditEntityType.Ticket, {
    Id: query.Id,
    Before: query.Before ?? null,
    PageSize: query.PageSize,
  });
};

export const ticketAssignees = (
  ctx: AppContext,
  session: ActiveSession,
  body: { Search: string; Limit: number },
): Promise<TicketAssigneeOption[]> => findAssignees(ctx.db, session.orgId, body.Search, body.Limit);

export const ticketAssets = (
  ctx: AppContext,
  session: ActiveSession,
  body: { Search: string; Limit: number },
): Promise<TicketAssetOption[]> => findAssets(ctx.db, session.orgId, body.Search, body.Limit);
