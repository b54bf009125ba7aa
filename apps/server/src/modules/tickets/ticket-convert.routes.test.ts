import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  DomainEventType,
  ModuleId,
  TaskPriority,
  TaskStatus,
  TICKET_REFUSALS,
  TicketStatus,
  WorkOrderType,
  type ConvertTicketReply,
  type HistoryReply,
  type TaskDetail,
} from "@fieldstead/domain";
import { tasks } from "../../db/schema/index.ts";
import { revokeModule } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import { fieldsOf, openTicketsTestKit, type TicketsTestKit, type Who } from "./tickets.test-kit.ts";

const PLANNED = "2026-11-25T15:00:00Z";
const DUE = "2026-11-27T23:00:00Z";

describe.each(testBackends())("turning tickets into work orders on %s", (backend) => {
  let kit: TicketsTestKit;
  const convert = (body: object, who: Who = "manager") => kit.call(who, "ConvertToWorkOrder", { body });
  const workOrderCount = async () => (await kit.t.ctx.db.select({ id: tasks.id }).from(tasks)).length;

  beforeAll(async () => {
    kit = await openTicketsTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("writes the work order at the ticket's place from its title, description and reporter, and links them", async () => {
    const ticket = await kit.report({
      Title: "Boiler pressure low",
      Description: "Gauge reads 0.4 bar.",
      PriorityId: TaskPriority.High,
      ReporterName: "Front desk",
      ReporterContact: "555-0100",
    });
    const reply = await kit.ok<ConvertTicketReply>(
      convert({
        TicketId: ticket.Id,
        TypeId: WorkOrderType.CorrectiveMaintenance,
        AssigneeId: kit.who.tech.employeeId,
        PlannedDate: PLANNED,
        DueDate: DUE,
      }),
    );
    expect(reply.WorkOrderNumber).toMatch(/^WO-2026-\d{5}$/);
    expect(reply.StatusMessage).toBe(
      `Ticket ${ticket.TicketNumber} became work order ${reply.WorkOrderNumber}.`,
    );
    expect(reply.Ticket).toMatchObject({
      StatusId: TicketStatus.Converted,
      StatusName: "Converted",
      WorkOrderId: reply.WorkOrderId,
      WorkOrderNumber: reply.WorkOrderNumber,
      WorkOrderStatusId: TaskStatus.AssignedToTechnician,
    });

    const workOrder = await kit.ok<TaskDetail>(
      kit.t.call("GET", `/api/Task/GetTask?Id=${reply.WorkOrderId}`, { token: kit.who.tech.token }),
    );
    expect(workOrder).toMatchObject({
      WorkOrderNumber: reply.WorkOrderNumber,
      Summary: "Boiler pressure low",
      TypeId: WorkOrderType.CorrectiveMaintenance,
      PriorityId: TaskPriority.High,
      LocationId: kit.acme.locationId,
      AssigneeId: kit.who.tech.employeeId,
      StatusId: TaskStatus.AssignedToTechnician,
      PlannedDate: "2026-11-25T15:00:00.000Z",
      DueDate: "2026-11-27T23:00:00.000Z",
      CreatedById: kit.who.manager.employeeId,
    });
    expect(workOrder.Description).toBe(
      `Gauge reads 0.4 bar.\n\nFrom ticket ${ticket.TicketNumber}, reported by Front desk, 555-0100.`,
    );

    const [converted] = (await kit.history(ticket.Id)).Entries;
    expect(converted).toMatchObject({ Action: "Converted", EmployeeId: kit.who.manager.employeeId });
    expect(converted!.Changes).toEqual([
      { Field: "Status", From: "Open", To: "Converted" },
      { Field: "Work order", From: null, To: reply.WorkOrderNumber },
    ]);
    const taskHistory = await kit.ok<HistoryReply["Entries"]>(
      kit.t.call("GET", `/api/Task/GetTaskHistory?Id=${reply.WorkOrderId}`, { token: kit.who.admin.token }),
    );
    expect(taskHistory.map((e) => e.Summary)).toContain(
      `Work order ${reply.WorkOrderNumber} created from ticket ${ticket.TicketNumber}`,
    );

    const ticketEvents = await kit.events("ticket", ticket.Id);
    expect(ticketEvents.at(-1)).toMatchObject({
      eventType: DomainEventType.TicketConverted,
      concerns: [kit.who.tech.employeeId],
      payload: { WorkOrderNumber: reply.WorkOrderNumber },
    });
    const taskEvents = await kit.events("task", reply.WorkOrderId);
    expect(taskEvents.map((e) => [e.eventType, e.concerns])).toEqual([
      [DomainEventType.TaskCreated, [kit.who.tech.employeeId]],
      [DomainEventType.TaskAssigned, [kit.who.tech.employeeId]],
    ]);
  });

  it("keeps the ticket's priority when none is chosen, and leaves an unassigned work order not started", async () => {
    const ticket = await kit.report({ PriorityId: TaskPriority.Low });
    const reply = await kit.ok<ConvertTicketReply>(
      convert({ TicketId: ticket.Id, TypeId: WorkOrderType.Master }),
    );
    const [row] = await kit.t.ctx.db
      .select({ priorityId: tasks.priorityId, statusId: tasks.statusId, assigneeId: tasks.assigneeId })
      .from(tasks)
      .where(eq(tasks.id, reply.WorkOrderId));
    expect(row).toEqual({ priorityId: TaskPriority.Low, statusId: TaskStatus.NotStarted, assigneeId: null });
  });

  it("refuses a second conversion, or a closed ticket, with 409 saying why, and writes no work order", async () => {
    const ticket = await kit.report();
    const first = await kit.ok<ConvertTicketReply>(
      convert({ TicketId: ticket.Id, TypeId: WorkOrderType.CorrectiveMaintenance }),
    );
    const before = await workOrderCount();
    const again = await convert({ TicketId: ticket.Id, TypeId: WorkOrderType.CorrectiveMaintenance });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ StatusMessage: TICKET_REFUSALS.converted(first.WorkOrderNumber) });

    const closed = await kit.report();
    await kit.ok(kit.call("manager", "CloseTicket", { body: { Id: closed.Id } }));
    const refused = await convert({ TicketId: closed.Id, TypeId: WorkOrderType.CorrectiveMaintenance });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ StatusMessage: TICKET_REFUSALS.closedConvert });
    expect(await workOrderCount()).toBe(before);
  });

  it("of two conversions at once, one wins and the other is refused", async () => {
    const ticket = await kit.report();
    const before = await workOrderCount();
    const answers = await Promise.all([
      convert({ TicketId: ticket.Id, TypeId: WorkOrderType.CorrectiveMaintenance }),
      convert({ TicketId: ticket.Id, TypeId: WorkOrderType.CorrectiveMaintenance }, "admin"),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await workOrderCount()).toBe(before + 1);
  });

  it("refuses bad input naming the field, and leaves the ticket open", async () => {
    const ticket = await kit.report();
    const before = await workOrderCount();
    const refused = async (body: object, fields: string[]) => {
      const res = await convert({
        TicketId: ticket.Id,
        TypeId: WorkOrderType.CorrectiveMaintenance,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldsOf(res)).toEqual(fields);
    };
    await refused({ TypeId: 99 }, ["TypeId"]);
    await refused({ PlannedDate: DUE, DueDate: PLANNED }, ["DueDate"]);
    await refused({ PlannedDate: "tomorrow" }, ["PlannedDate"]);
    await refused({ AssigneeId: kit.who.globex.employeeId }, ["AssigneeId"]);
    expect(await workOrderCount()).toBe(before);
    expect((await kit.read(ticket.Id)).StatusId).toBe(TicketStatus.Open);
  });

  it("answers 404 for another organisation's ticket and 403 to a technician", async () => {
    const ticket = await kit.report();
    const body = { TicketId: ticket.Id, TypeId: WorkOrderType.CorrectiveMaintenance };
    expect((await convert(body, "globex")).statusCode).toBe(404);
    expect((await convert(body, "tech")).statusCode).toBe(403);
    expect((await kit.call("tech", "SearchAssignees", { body: {} })).statusCode).toBe(403);
    expect((await kit.read(ticket.Id)).StatusId).toBe(TicketStatus.Open);
  });

  it("finds the organisation's enabled employees to assign the work order to", async () => {
    const found = await kit.ok<{ Id: number; Name: string }[]>(
      kit.call("manager", "SearchAssignees", { body: { Search: "reyes" } }),
    );
    expect(found.map((o) => o.Id)).toEqual([kit.who.tech.employeeId]);
    const other = await kit.ok<{ Id: number }[]>(
      kit.call("globex", "SearchAssignees", { body: { Search: "reyes" } }),
    );
    expect(other).toEqual([]);
  });

  // Last: it takes a right away from the Facility Manager role.
  it("needs the Create Task right as well as Convert Ticket", async () => {
    const ticket = await kit.report();
    const manager = await kit.t.signIn("manager@acme.example");
    await revokeModule(kit.t, manager, { moduleId: ModuleId.TaskCreate, parentId: ModuleId.TaskOperations });
    const res = await convert({ TicketId: ticket.Id, TypeId: WorkOrderType.CorrectiveMaintenance });
    expect(res.statusCode).toBe(403);
    expect((await kit.read(ticket.Id)).StatusId).toBe(TicketStatus.Open);
  });
});
