import {
  AuditEntityType,
  DomainEventType,
  TaskFieldsSchema,
  TICKET_CONVERT_TASK_RIGHT,
  TicketStatus,
  ticketStatusLabel,
  TicketStep,
  workOrderDescriptionOf,
  type ConvertTicket,
  type ConvertTicketReply,
  type TaskFields,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError, invalidFields } from "../../lib/errors.ts";
import { recordEvents, recordHistory } from "../audit/audit.service.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { checkTaskReferences, insertTasks } from "../tasks/task-records.service.ts";
import { ticketEntry } from "./ticket-fields.service.ts";
import { updateTicketRow } from "./tickets.repository.ts";
import { lockTicket, requireStep, ticketReply } from "./tickets.service.ts";

/** The work order's fields: the form's choices, and the ticket's title, description, reporter and place. */
const workOrderFields = (ticket: Awaited<ReturnType<typeof lockTicket>>, body: ConvertTicket): TaskFields =>
  TaskFieldsSchema.parse({
    Summary: ticket.Title,
    Description: workOrderDescriptionOf({
      ticketNumber: ticket.TicketNumber,
      description: ticket.Description,
      reporterName: ticket.ReporterName,
      reporterContact: ticket.ReporterContact,
    }),
    TypeId: body.TypeId,
    PriorityId: body.PriorityId ?? ticket.PriorityId,
    LocationId: ticket.LocationId,
    AssigneeId: body.AssigneeId,
    PlannedDate: body.PlannedDate,
    DueDate: body.DueDate,
  });

/**
 * Turns an open ticket into a work order, in one transaction: the ticket row is locked first (so of two
 * conversions the second finds it converted: 409), the work order is written through the one task writer
 * (its number, 'created from ticket …' history, TaskCreated and TaskAssigned events), then the ticket becomes
 * Converted with the work order's id, with its own history entry and a TicketConverted event for the reporter.
 * Writing a work order needs the Create Task right as well (403).
 */
export const convertTicket = async (
  ctx: AppContext,
  session: ActiveSession,
  body: ConvertTicket,
): Promise<ConvertTicketReply> => {
  if (!(await ctx.permissions.roleAllows(session.orgId, session.roleId, TICKET_CONVERT_TASK_RIGHT)))
    throw new AppError("FORBIDDEN", { message: "Creating a work order needs the Create Task right." });
  const { orgId, employeeId } = session;
  const created = await ctx.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, session, body.TicketId);
    requireStep(ticket, TicketStep.Convert);
    const fields = workOrderFields(ticket, body);
    const problems = await checkTaskReferences(tx, orgId, [fields]);
    if (problems.length > 0)
      throw invalidFields(problems.map((p) => ({ field: p.field, message: p.message })));
    const at = ctx.now();
    const [workOrder] = await insertTasks(
      tx,
      { orgId, employeeId, now: at },
      [fields],
      `created from ticket ${ticket.TicketNumber}`,
    );
    if (!workOrder) throw new Error("the work order was not written");
    await updateTicketRow(tx, orgId, ticket.Id, {
      statusId: TicketStatus.Converted,
      workOrderId: workOrder.id,
      at,
    });
    await recordHistory(tx, [
      {
        ...ticketEntry(session, ticket.Id, at),
        action: "Converted",
        summary: `Ticket ${ticket.TicketNumber} became work order ${workOrder.workOrderNumber}`,
        changes: [
          {
            Field: "Status",
            From: ticketStatusLabel(ticket.StatusId),
            To: ticketStatusLabel(TicketStatus.Converted),
          },
          { Field: "Work order", From: null, To: workOrder.workOrderNumber },
        ],
      },
    ]);
    await recordEvents(tx, [
      {
        orgId,
        eventType: DomainEventType.TicketConverted,
        actorId: employeeId,
        subjectType: AuditEntityType.Ticket,
        subjectId: ticket.Id,
        concerns: ticket.ReportedById === null ? [] : [ticket.ReportedById],
        payload: {
          TicketNumber: ticket.TicketNumber,
          WorkOrderId: workOrder.id,
          WorkOrderNumber: workOrder.workOrderNumber,
        },
        at,
      },
    ]);
    return { ticketNumber: ticket.TicketNumber, workOrder };
  });
  const reply = await ticketReply(
    ctx,
    session,
    body.TicketId,
    `Ticket ${created.ticketNumber} became work order ${created.workOrder.workOrderNumber}.`,
  );
  return { ...reply, WorkOrderId: created.workOrder.id, WorkOrderNumber: created.workOrder.workOrderNumber };
};
