import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { TaskStatus, WorkOrderType, type TaskWriteReply } from "@fieldstead/domain";
import { tasks } from "../../db/schema/index.ts";
import { setSequenceValue } from "../audit/audit.service.ts";
import { workOrderSequence } from "./task-writes.repository.ts";
import { testBackends } from "../../test/test-databases.ts";
import { openRecordsTestKit, type RecordsTestKit } from "./task-records.test-kit.ts";

const S = TaskStatus;
const PLANNED = "2026-12-01T16:00:00Z";
const DUE = "2026-12-03T16:00:00Z";

describe.each(testBackends())("creating, editing and deleting work orders on %s", (backend) => {
  let kit: RecordsTestKit;
  beforeAll(async () => {
    kit = await openRecordsTestKit(backend);
  });
  afterAll(() => kit?.close());

  const stored = async (id: number) => (await kit.t.ctx.db.select().from(tasks).where(eq(tasks.id, id)))[0];

  it("creates a work order with every standard field, names resolved, assigned when it has an assignee", async () => {
    const parent = await kit.created({ Summary: "Parent of the pump job" });
    const reply = await kit.ok<TaskWriteReply>(
      kit.create("manager", {
        Summary: "Replace the chilled-water pump",
        Description: "Bearing noise since Monday",
        TypeId: WorkOrderType.CorrectiveMaintenance,
        PriorityId: 3,
        ProjectId: kit.acme.projectId,
        LocationId: kit.acme.locationId,
        AssigneeId: kit.who.tech.employeeId,
        DriverId: kit.acme.otherEmployeeId,
        EmployeeId: kit.manager.employeeId,
        PlannedDate: PLANNED,
        DueDate: DUE,
        FollowOnDate: "2026-12-10T16:00:00Z",
        StartDateTime: "2026-12-01T16:00:00Z",
        EndDateTime: "2026-12-01T18:00:00Z",
        WorkFlow: "Standard",
        Region: "North",
        Vehicle: "Van 12",
        ParentTaskId: parent.Id,
        ReviewLevels: 2,
        Recurrence: { Every: 2, Unit: "Week", Until: "2027-06-30" },
      }),
    );
    const task = reply.Task;
    expect(reply.StatusMessage).toBe(`${task.WorkOrderNumber} created.`);
    expect(task.WorkOrderNumber).toMatch(/^WO-\d{4}-\d{5}$/);
    expect(task).toMatchObject({
      StatusId: S.AssignedToTechnician,
      TypeName: "Corrective Maintenance",
      PriorityName: "High",
      WorkFlow: "Standard",
      Region: "North",
      Vehicle: "Van 12",
      ParentTaskId: parent.Id,
      ParentWorkOrderNumber: parent.WorkOrderNumber,
      ReviewLevels: 2,
      Recurrence: { Every: 2, Unit: "Week", Until: "2027-06-30" },
      FollowOnDate: "2026-12-10T16:00:00.000Z",
      EndDateTime: "2026-12-01T18:00:00.000Z",
      IsLocked: false,
      Archived: false,
      CreatedById: kit.manager.employeeId,
    });
    expect(task.ProjectName).toBeTruthy();
    expect(task.LocationName).toBeTruthy();
    expect(task.DriverName).toMatch(/\S+ \S+/);
    expect(task.EmployeeName).toMatch(/\S+ \S+/);
    expect((await kit.history(task.Id)).map((e) => e.Action)).toEqual(["Created"]);
    const events = await kit.events(task.Id);
    expect(events.map((e) => [e.eventType, e.concerns])).toEqual([
      ["TaskCreated", [kit.who.tech.employeeId]],
      ["TaskAssigned", [kit.who.tech.employeeId]],
    ]);
  });

  it("numbers, records and announces a new work order in one go, past five digits", async () => {
    const year = kit.t.clock.now().getUTCFullYear();
    await setSequenceValue(kit.t.ctx.db, kit.who.admin.orgId, workOrderSequence(year), 99_998);
    const body = {
      Summary: "Check the rooftop unit",
      TypeId: WorkOrderType.CorrectiveMaintenance,
      ProjectId: kit.acme.projectId,
      LocationId: kit.acme.locationId,
      AssigneeId: kit.who.tech.employeeId,
    };
    const first = (await kit.ok<TaskWriteReply>(kit.create("admin", body))).Task;
    const second = (await kit.ok<TaskWriteReply>(kit.create("admin", { ...body, AssigneeId: null }))).Task;
    expect([first.WorkOrderNumber, second.WorkOrderNumber]).toEqual([
      `WO-${year}-99999`,
      `WO-${year}-100000`,
    ]);
    expect(first).toMatchObject({ StatusId: S.AssignedToTechnician, ProjectName: expect.any(String) });
    expect(second.StatusId).toBe(S.NotStarted);
    expect((await kit.history(first.Id)).map((e) => [e.Action, e.Summary])).toEqual([
      ["Created", `Work order WO-${year}-99999 created`],
    ]);
    expect((await kit.events(first.Id)).map((e) => [e.eventType, e.concerns, e.payload])).toEqual([
      ["TaskCreated", [kit.who.tech.employeeId], { WorkOrderNumber: `WO-${year}-99999` }],
      [
        "TaskAssigned",
        [kit.who.tech.employeeId],
        { WorkOrderNumber: `WO-${year}-99999`, AssigneeId: kit.who.tech.employeeId },
      ],
    ]);
    expect((await kit.events(second.Id)).map((e) => [e.eventType, e.concerns])).toEqual([
      ["TaskCreated", []],
    ]);
  });

  it("starts a work order without an assignee as Not Started", async () => {
    expect((await kit.created()).StatusId).toBe(S.NotStarted);
  });

  it.each([
    ["Summary", { Summary: "  " }],
    ["TypeId", { TypeId: 99 }],
    ["DueDate", { PlannedDate: DUE, DueDate: PLANNED }],
    ["LocationId", { LocationId: 99_999_999 }],
    ["AssigneeId", { AssigneeId: -1 }],
    ["ParentTaskId", { ParentTaskId: 99_999_999 }],
  ])("refuses a new work order with a bad %s (400 naming it), writing nothing", async (field, bad) => {
    const summary = `Refused ${field}`;
    const res = await kit.create("admin", { Summary: summary, TypeId: 4, ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().StatusMessage).toContain(field);
    expect(await kit.countBySummary(summary)).toBe(0);
  });

  it("refuses another organisation's location and people as references (400 naming the field)", async () => {
    for (const [field, body] of [
      ["LocationId", { LocationId: kit.globex.locationId }],
      ["DriverId", { DriverId: kit.globex.employeeId }],
    ] as const) {
      const res = await kit.create("admin", { Summary: "Cross-org", TypeId: 4, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().StatusMessage).toContain(field);
    }
    expect(await kit.countBySummary("Cross-org")).toBe(0);
  });

  it("answers 403 to a role without the create right", async () => {
    expect((await kit.create("viewer", { Summary: "No", TypeId: 4 })).statusCode).toBe(403);
    expect((await kit.create("lease", { Summary: "No", TypeId: 4 })).statusCode).toBe(403);
  });

  it("edits fields and records each change as people read it; an assignee moves a new task on", async () => {
    const task = await kit.created({ PlannedDate: PLANNED, Region: "North" });
    const reply = await kit.ok<TaskWriteReply>(
      kit.update("manager", {
        Id: task.Id,
        PlannedDate: "2026-12-02T16:00:00Z",
        AssigneeId: kit.who.tech.employeeId,
        LocationId: kit.acme.locationId,
        Region: "North",
      }),
    );
    expect(reply.StatusMessage).toBe(`${task.WorkOrderNumber} saved.`);
    expect(reply.Task).toMatchObject({
      StatusId: S.AssignedToTechnician,
      PlannedDate: "2026-12-02T16:00:00.000Z",
    });
    const [latest] = await kit.history(task.Id);
    expect(latest).toMatchObject({ Action: "Edited", Summary: "Changed location, assignee, planned date" });
    expect(latest!.Changes).toEqual([
      { Field: "Location", From: null, To: reply.Task.LocationName },
      { Field: "Assignee", From: null, To: reply.Task.AssigneeName },
      { Field: "Planned date", From: "Dec 01, 2026 09:00 AM", To: "Dec 02, 2026 09:00 AM" },
      { Field: "Status", From: "Not Started", To: "Assigned to Technician" },
    ]);
    const assigned = (await kit.events(task.Id)).filter((e) => e.eventType === "TaskAssigned");
    expect(assigned.map((e) => e.concerns)).toEqual([[kit.who.tech.employeeId]]);
  });

  it("records nothing for an edit that changes nothing", async () => {
    const task = await kit.created({ Region: "East" });
    const reply = await kit.ok<TaskWriteReply>(kit.update("admin", { Id: task.Id, Region: "East" }));
    expect(reply.StatusMessage).toBe("Nothing to save: no field changed.");
    expect(await kit.history(task.Id)).toHaveLength(1);
  });

  it("refuses an edit with a bad reference or date order, changing nothing", async () => {
    const task = await kit.created({ PlannedDate: PLANNED, Region: "West" });
    const bad = await kit.update("admin", {
      Id: task.Id,
      Region: "South",
      EmployeeId: kit.globex.employeeId,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().StatusMessage).toContain("EmployeeId");
    const late = await kit.update("admin", { Id: task.Id, DueDate: "2026-11-01T16:00:00Z" });
    expect(late.statusCode).toBe(400);
    expect(late.json().StatusMessage).toContain("DueDate");
    expect((await stored(task.Id))!).toMatchObject({ region: "West", dueDate: null });
    expect(await kit.history(task.Id)).toHaveLength(1);
  });

  it("refuses a parent that would put the task under itself", async () => {
    const top = await kit.created({ Summary: "Top" });
    const child = await kit.created({ Summary: "Child", ParentTaskId: top.Id });
    const grandchild = await kit.created({ Summary: "Grandchild", ParentTaskId: child.Id });
    for (const parent of [top.Id, grandchild.Id]) {
      const res = await kit.update("admin", { Id: top.Id, ParentTaskId: parent });
      expect(res.statusCode).toBe(400);
      expect(res.json().StatusMessage).toContain("ParentTaskId");
    }
    const moved = await kit.ok<TaskWriteReply>(
      kit.update("admin", { Id: grandchild.Id, ParentTaskId: top.Id }),
    );
    expect(moved.Task.ParentWorkOrderNumber).toBe(top.WorkOrderNumber);
  });

  it("refuses edits of a locked or archived task (409), and of a finished one without the right (403)", async () => {
    const locked = await kit.created();
    await kit.t.ctx.db.update(tasks).set({ isLocked: true }).where(eq(tasks.id, locked.Id));
    const a = await kit.update("admin", { Id: locked.Id, Region: "North" });
    expect([a.statusCode, a.json().StatusMessage]).toEqual([409, `${locked.WorkOrderNumber} is locked.`]);
    const archived = await kit.created();
    await kit.t.ctx.db.update(tasks).set({ archived: true }).where(eq(tasks.id, archived.Id));
    const b = await kit.update("admin", { Id: archived.Id, Region: "North" });
    expect([b.statusCode, b.json().StatusMessage]).toEqual([409, `${archived.WorkOrderNumber} is archived.`]);
    expect((await kit.detail("admin", archived.Id)).AllowedMoves).toEqual([]);

    const done = await kit.insertTask({ statusId: S.Completed });
    const tech = await kit.update("tech", { Id: done, Region: "North" });
    expect(tech.statusCode).toBe(403);
    expect(tech.json().StatusMessage).toContain("'Completed'");
    await kit.ok(kit.update("admin", { Id: done, Region: "North" }));
  });

  it("lets only a role with the unassign right clear an assignee; the task is Not Started again", async () => {
    const task = await kit.created({ AssigneeId: kit.who.tech.employeeId });
    const refused = await kit.update("tech", { Id: task.Id, AssigneeId: null });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().StatusMessage).toBe(`You cannot unassign ${task.WorkOrderNumber}.`);
    const reply = await kit.ok<TaskWriteReply>(kit.update("manager", { Id: task.Id, AssigneeId: null }));
    expect(reply.Task).toMatchObject({ AssigneeId: null, StatusId: S.NotStarted });
  });

  it("answers 404 for another organisation's task and 403 without the edit right", async () => {
    const task = await kit.created();
    for (const [method, url, body] of [
      ["POST", "/api/Task/UpdateTask", { Id: task.Id, Region: "X" }],
      ["GET", `/api/Task/GetTaskForEdit?Id=${task.Id}`, undefined],
      ["POST", "/api/Task/DeleteTask", { Id: task.Id }],
    ] as const)
      expect((await kit.send("globexTech", method, url, body)).statusCode, url).toBe(
        url.includes("Delete") ? 403 : 404,
      );
    expect((await kit.update("viewer", { Id: task.Id, Region: "X" })).statusCode).toBe(403);
  });

  it("deletes a work order: its sub-tasks lose their parent, and the history keeps both sides", async () => {
    const parent = await kit.created({ Summary: "Doomed parent" });
    const child = await kit.created({ Summary: "Surviving child", ParentTaskId: parent.Id });
    expect((await kit.send("tech", "POST", "/api/Task/DeleteTask", { Id: parent.Id })).statusCode).toBe(403);
    const reply = await kit.ok<{ StatusMessage: string }>(
      kit.send("manager", "POST", "/api/Task/DeleteTask", { Id: parent.Id }),
    );
    expect(reply.StatusMessage).toBe(`${parent.WorkOrderNumber} deleted.`);
    expect(await stored(parent.Id)).toBeUndefined();
    expect((await kit.send("admin", "GET", `/api/Task/GetTask?Id=${parent.Id}`)).statusCode).toBe(404);
    expect((await kit.history(parent.Id))[0]).toMatchObject({
      Action: "Deleted",
      Summary: `Work order ${parent.WorkOrderNumber} deleted`,
    });
    expect((await kit.detail("admin", child.Id)).ParentTaskId).toBeNull();
    expect((await kit.history(child.Id))[0]!.Changes).toEqual([
      { Field: "Parent task", From: parent.WorkOrderNumber, To: null },
    ]);
  });

  it("refuses to delete a locked work order", async () => {
    const task = await kit.created();
    await kit.t.ctx.db.update(tasks).set({ isLocked: true }).where(eq(tasks.id, task.Id));
    const res = await kit.send("admin", "POST", "/api/Task/DeleteTask", { Id: task.Id });
    expect(res.statusCode).toBe(409);
    expect(await stored(task.Id)).toBeDefined();
  });

  it("offers the pickers to whoever works with tasks", async () => {
    const people = await kit.ok<{ Id: number; Name: string }[]>(
      kit.send("tech", "POST", "/api/Task/SearchPeople", { Search: "", Limit: 5 }),
    );
    expect(people.length).toBeGreaterThan(0);
    const projects = await kit.ok<{ Id: number; Code: string }[]>(
      kit.send("tech", "POST", "/api/Task/SearchProjects", { Search: "" }),
    );
    expect(projects.map((p) => p.Id)).toContain(kit.acme.projectId);
    expect((await kit.send("viewer", "POST", "/api/Task/SearchPeople", {})).statusCode).toBe(403);
  });
});
