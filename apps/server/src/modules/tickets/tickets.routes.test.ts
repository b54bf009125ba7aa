import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DomainEventType,
  TICKET_REFUSALS,
  TaskPriority,
  TicketStatus,
  type ListReply,
  type TicketListRow,
  type TicketWriteReply,
} from "@fieldstead/domain";
import { testBackends } from "../../test/test-databases.ts";
import { fieldsOf, openTicketsTestKit, type TicketsTestKit } from "./tickets.test-kit.ts";

describe.each(testBackends())("reporting, changing and closing tickets on %s", (backend) => {
  let kit: TicketsTestKit;
  const list = (body: object = {}, who: "admin" | "tech" | "globex" = "admin") =>
    kit.ok<ListReply<TicketListRow>>(kit.call(who, "GetTicketList", { body: { PageSize: 500, ...body } }));
  const write = (action: string, body: object, who: "admin" | "manager" = "manager") =>
    kit.ok<TicketWriteReply>(kit.call(who, action, { body }));

  beforeAll(async () => {
    kit = await openTicketsTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("lists the organisation's demo tickets, open, closed and converted, newest first, and no one else's", async () => {
    const acme = await list();
    const statuses = new Set(acme.Rows.map((r) => r.StatusId));
    expect(statuses).toEqual(new Set([TicketStatus.Open, TicketStatus.Closed, TicketStatus.Converted]));
    expect(acme.Rows.every((r) => /^TKT-2026-\d{5}$/.test(r.TicketNumber))).toBe(true);
    const updated = acme.Rows.map((r) => r.UpdatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
    const converted = acme.Rows.find((r) => r.StatusId === TicketStatus.Converted)!;
    expect(converted.WorkOrderNumber).toMatch(/^WO-/);
    expect(converted.StatusName).toBe("Converted");

    const globex = await list({}, "globex");
    expect(globex.Rows.length).toBeGreaterThan(0);
    const acmeIds = new Set(acme.Rows.map((r) => r.Id));
    expect(globex.Rows.some((r) => acmeIds.has(r.Id))).toBe(false);
  });

  it("filters by status, searches by number or title, and refuses an unknown column naming it", async () => {
    const open = await list({
      FilterModel: { StatusId: { filterType: "set", values: [TicketStatus.Open] } },
    });
    expect(open.Rows.length).toBeGreaterThan(0);
    expect(open.Rows.every((r) => r.StatusName === "Open")).toBe(true);
    const [first] = open.Rows;
    const byNumber = await list({ Search: first!.TicketNumber });
    expect(byNumber.Rows.map((r) => r.Id)).toEqual([first!.Id]);
    const res = await kit.call("admin", "GetTicketList", {
      body: { SortModel: [{ colId: "Nope", sort: "asc" }] },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(["SortModel.0.colId"]);
  });

  it("numbers a technician's report from the year's counter and records who reported it", async () => {
    const before = await list();
    const last = Math.max(...before.Rows.map((r) => Number(r.TicketNumber.slice(-5))));
    const ticket = await kit.report({
      Title: "  Leak under the sink ",
      Description: "Dripping since this morning",
      PriorityId: TaskPriority.High,
    });
    expect(ticket).toMatchObject({
      TicketNumber: `TKT-2026-${String(last + 1).padStart(5, "0")}`,
      Title: "Leak under the sink",
      StatusId: TicketStatus.Open,
      PriorityName: "High",
      LocationId: kit.acme.locationId,
      LocationName: kit.acme.locationName,
      ReportedById: kit.who.tech.employeeId,
      ReporterName: "Marcus Reyes",
      WorkOrderId: null,
    });
    const next = await kit.report();
    expect(next.TicketNumber).toBe(`TKT-2026-${String(last + 2).padStart(5, "0")}`);

    const [created] = (await kit.history(ticket.Id)).Entries;
    expect(created).toMatchObject({ Action: "Created", EmployeeId: kit.who.tech.employeeId });
    expect(created!.Changes).toContainEqual({ Field: "Title", From: null, To: "Leak under the sink" });
    const events = await kit.events("ticket", ticket.Id);
    expect(events.map((e) => [e.eventType, e.concerns])).toEqual([
      [DomainEventType.TicketCreated, [kit.who.tech.employeeId]],
    ]);
  });

  it("puts a ticket about an asset where the asset is, and keeps a caller's name and contact", async () => {
    const ticket = await kit.report({
      LocationId: null,
      AssetId: kit.acme.assetId,
      ReporterName: "Front desk",
      ReporterContact: "555-0100",
    });
    expect(ticket.LocationId).toBe(kit.acme.assetLocationId);
    expect(ticket.AssetId).toBe(kit.acme.assetId);
    expect(ticket.AssetName).toBeTruthy();
    expect(ticket).toMatchObject({
      ReporterName: "Front desk",
      GivenReporterName: "Front desk",
      ReporterContact: "555-0100",
      ReportedByName: "Marcus Reyes",
    });
  });

  it("refuses a missing title, another organisation's place or asset, naming each field", async () => {
    const refused = async (body: object, fields: string[]) => {
      const res = await kit.call("tech", "CreateTicket", { body });
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldsOf(res)).toEqual(fields);
    };
    await refused({ Title: "   " }, ["Title"]);
    await refused({ Title: "x".repeat(201) }, ["Title"]);
    await refused({ Title: "Leak", PriorityId: 9 }, ["PriorityId"]);
    await refused({ Title: "Leak", LocationId: kit.globex.locationId }, ["LocationId"]);
    await refused({ Title: "Leak", AssetId: kit.globex.assetId }, ["AssetId"]);
  });

  it("lets the office change an open ticket, recording only what changed", async () => {
    const ticket = await kit.report();
    const body = {
      Id: ticket.Id,
      Title: "Leak under the second sink",
      Description: null,
      PriorityId: TaskPriority.Critical,
      LocationId: ticket.LocationId,
      AssetId: null,
      ReporterName: null,
      ReporterContact: null,
    };
    const { Ticket } = await write("UpdateTicket", body);
    expect(Ticket).toMatchObject({ Title: "Leak under the second sink", PriorityName: "Critical" });
    const [edited] = (await kit.history(ticket.Id)).Entries;
    expect(edited).toMatchObject({ Action: "Edited", EmployeeId: kit.who.manager.employeeId });
    expect(edited!.Changes).toEqual([
      { Field: "Title", From: ticket.Title, To: "Leak under the second sink" },
      { Field: "Priority", From: "Medium", To: "Critical" },
    ]);
    await write("UpdateTicket", body);
    expect((await kit.history(ticket.Id)).Entries).toHaveLength(2);
  });

  it("closes an open ticket with a comment, tells the reporter, and reopens it", async () => {
    const ticket = await kit.report();
    const closed = await write("CloseTicket", { Id: ticket.Id, Comment: "Fixed by the tenant" });
    expect(closed.Ticket.StatusName).toBe("Closed");
    const [entry] = (await kit.history(ticket.Id)).Entries;
    expect(entry).toMatchObject({
      Action: "Closed",
      Summary: expect.stringContaining("Fixed by the tenant"),
    });
    expect(entry!.Changes).toEqual([{ Field: "Status", From: "Open", To: "Closed" }]);

    const again = await kit.call("manager", "CloseTicket", { body: { Id: ticket.Id } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ StatusMessage: TICKET_REFUSALS.alreadyClosed });
    const edit = await kit.call("manager", "UpdateTicket", { body: { Id: ticket.Id, Title: "Changed" } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ StatusMessage: TICKET_REFUSALS.closedEdit });

    const reopened = await write("ReopenTicket", { Id: ticket.Id });
    expect(reopened.Ticket.StatusId).toBe(TicketStatus.Open);
    expect((await kit.call("manager", "ReopenTicket", { body: { Id: ticket.Id } })).statusCode).toBe(409);
    const events = await kit.events("ticket", ticket.Id);
    expect(events.map((e) => [e.eventType, e.concerns])).toEqual([
      [DomainEventType.TicketCreated, [kit.who.tech.employeeId]],
      [DomainEventType.TicketClosed, [kit.who.tech.employeeId]],
      [DomainEventType.TicketReopened, [kit.who.tech.employeeId]],
    ]);
  });

  it("lets a technician report and read tickets but not change, close or reopen them", async () => {
    const ticket = await kit.report();
    expect((await kit.call("tech", "GetTicket", { query: { Id: ticket.Id } })).statusCode).toBe(200);
    for (const action of ["UpdateTicket", "CloseTicket", "ReopenTicket"])
      expect((await kit.call("tech", action, { body: { Id: ticket.Id, Title: "x" } })).statusCode).toBe(403);
    expect((await kit.call("viewer", "GetTicketList", { body: {} })).statusCode).toBe(403);
    expect((await kit.call("viewer", "CreateTicket", { body: { Title: "x" } })).statusCode).toBe(403);
  });

  it("answers 404 for another organisation's ticket, whatever is asked of it", async () => {
    const ticket = await kit.report();
    expect((await kit.call("globex", "GetTicket", { query: { Id: ticket.Id } })).statusCode).toBe(404);
    expect((await kit.call("globex", "GetTicketHistory", { query: { Id: ticket.Id } })).statusCode).toBe(404);
    const edit = await kit.call("globex", "UpdateTicket", { body: { Id: ticket.Id, Title: "Mine now" } });
    expect(edit.statusCode).toBe(404);
    expect((await kit.call("globex", "CloseTicket", { body: { Id: ticket.Id } })).statusCode).toBe(404);
    expect((await kit.read(ticket.Id)).Title).toBe(ticket.Title);
  });

  it("finds the organisation's assets by tag or name for the ticket form", async () => {
    const options = await kit.ok<{ Id: number; AssetTag: string }[]>(
      kit.call("tech", "SearchAssets", { body: { Search: "", Limit: 5 } }),
    );
    expect(options).toHaveLength(5);
    const [first] = options;
    const found = await kit.ok<{ Id: number }[]>(
      kit.call("tech", "SearchAssets", { body: { Search: first!.AssetTag.toLowerCase() } }),
    );
    expect(found.map((o) => o.Id)).toContain(first!.Id);
    const globex = await kit.ok<{ Id: number }[]>(
      kit.call("globex", "SearchAssets", { body: { Search: first!.AssetTag } }),
    );
    expect(globex.map((o) => o.Id)).not.toContain(first!.Id);
  });
});
