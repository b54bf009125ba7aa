import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  AuditEntityType,
  ModuleId,
  TaskStatus,
  type RescheduleReply,
  type ScheduleReply,
  type TaskHistoryEntry,
} from "@fieldstead/domain";
import { employees, tasks } from "../../../db/schema/index.ts";
import { revokeModule, type SignedIn } from "../../../test/test-app.ts";
import { testBackends } from "../../../test/test-databases.ts";
import { readEvents } from "../../audit/audit.service.ts";
import { openTasksTestKit, type TasksTestKit } from "../tasks.test-kit.ts";

const S = TaskStatus;
// Far from the demo's work orders, so each range holds only this file's.
const MONDAY = "2030-06-03";

describe.each(testBackends())("the schedule and moving work orders on it on %s", (backend) => {
  let kit: TasksTestKit;
  let manager: { token: string; employeeId: number; signedIn: SignedIn };
  let globexAdmin: string;
  let crewId: number;
  let globexPersonId: number;

  beforeAll(async () => {
    kit = await openTasksTestKit(backend);
    const signed = await kit.t.signIn("manager@acme.example");
    manager = { token: signed.token, employeeId: signed.record.EmployeeId, signedIn: signed };
    globexAdmin = (await kit.t.signIn("admin@globex.example")).token;
    const [crew] = await kit.t.ctx.db
      .select({ id: employees.id })
      .from(employees)
      .where(
        and(eq(employees.orgId, kit.who.admin.orgId), eq(employees.email, "elena.fischer@acme.example")),
      );
    crewId = crew!.id;
    globexPersonId = kit.who.globexTech.employeeId;
  });
  afterAll(() => kit?.close());

  const asManager = (path: string, body: unknown) =>
    kit.t.call("POST", `/api/Task/${path}`, { token: manager.token, body });
  const getSchedule = (body: unknown, token = manager.token) =>
    kit.t.call("POST", "/api/Task/GetSchedule", { token, body });
  const moveTo = (TaskId: number, AssigneeId: number | null, PlannedDate: string) =>
    asManager("Reschedule", { TaskId, AssigneeId, PlannedDate });
  const stored = async (id: number) =>
    (
      await kit.t.ctx.db
        .select({
          plannedDate: tasks.plannedDate,
          dueDate: tasks.dueDate,
          assigneeId: tasks.assigneeId,
          statusId: tasks.statusId,
        })
        .from(tasks)
        .where(eq(tasks.id, id))
    )[0]!;
  const history = (id: number) =>
    kit.ok<TaskHistoryEntry[]>(kit.call("admin", "GET", `/api/Task/GetTaskHistory?Id=${id}`));
  const planned = (iso: string) => ({ plannedDate: new Date(iso) });

  it("answers the work orders planned in the range, Denver days included at both ends, without archived ones", async () => {
    // Monday 00:30 and Sunday 23:30 in Denver are inside; Sunday's midnight (next Monday) is not.
    const first = await kit.insertTask({ ...planned("2030-06-03T06:30:00Z"), summary: "Early Monday" });
    const last = await kit.insertTask({ ...planned("2030-06-10T05:30:00Z"), summary: "Late Sunday" });
    const after = await kit.insertTask(planned("2030-06-10T06:30:00Z"));
    const archived = await kit.insertTask(planned("2030-06-05T16:00:00Z"));
    await kit.t.ctx.db.update(tasks).set({ archived: true }).where(eq(tasks.id, archived));

    const reply = await kit.ok<ScheduleReply>(getSchedule({ From: MONDAY, To: "2030-06-09" }));
    expect(reply.Tasks.map((t) => t.Id)).toEqual([first, last]);
    expect(reply).toMatchObject({ From: MONDAY, To: "2030-06-09", CanSchedule: true, IsTruncated: false });
    expect(reply.Tasks[0]).toMatchObject({
      Summary: "Early Monday",
      StatusName: "Assigned to Technician",
      AssigneeId: kit.who.tech.employeeId,
      AssigneeName: "Marcus Reyes",
      PlannedDate: "2030-06-03T06:30:00.000Z",
      IsLocked: false,
      CanMove: true,
    });
    expect(reply.Tasks.map((t) => t.Id)).not.toContain(after);
  });

  it("lists the technicians as rows: the field crew, not the people who schedule, plus anyone assigned in range", async () => {
    const reply = await kit.ok<ScheduleReply>(getSchedule({ From: "2030-07-01", To: "2030-07-07" }));
    const names = reply.Technicians.map((t) => t.Name);
    expect(names).toEqual(expect.arrayContaining(["Marcus Reyes", "Elena Fischer"]));
    expect(names).not.toContain("Dana Whitaker");
    await kit.insertTask({ ...planned("2030-07-02T16:00:00Z"), assigneeId: manager.employeeId });
    const withManager = await kit.ok<ScheduleReply>(getSchedule({ From: "2030-07-01", To: "2030-07-07" }));
    expect(withManager.Technicians.map((t) => t.Name)).toContain("Dana Whitaker");
    const onlyTech = await kit.ok<ScheduleReply>(
      getSchedule({ From: "2030-07-01", To: "2030-07-07", AssigneeIds: [kit.who.tech.employeeId] }),
    );
    expect(onlyTech.Technicians).toEqual([{ Id: kit.who.tech.employeeId, Name: "Marcus Reyes" }]);
    expect(onlyTech.Tasks).toEqual([]);
  });

  it("shows a technician the schedule read-only", async () => {
    await kit.insertTask(planned("2030-06-20T16:00:00Z"));
    const reply = await kit.ok<ScheduleReply>(
      getSchedule({ From: "2030-06-17", To: "2030-06-23" }, kit.who.tech.token),
    );
    expect(reply.CanSchedule).toBe(false);
    expect(reply.Tasks.length).toBeGreaterThan(0);
    expect(reply.Tasks.every((t) => !t.CanMove)).toBe(true);
  });

  it.each([
    [{ From: "2030-06-10", To: "2030-06-09" }, "To"],
    [{ From: "2030-06-01", To: "2030-08-03" }, "To"],
    [{ From: "2030-02-30", To: "2030-03-02" }, "From"],
    [{ From: "06/03/2030", To: "2030-06-09" }, "From"],
    [{ From: MONDAY, To: "2030-06-09", AssigneeIds: ["x"] }, "AssigneeIds"],
  ])("refuses the range %o with 400 naming %s", async (body, field) => {
    const res = await getSchedule(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().StatusMessage).toContain(field);
  });

  it("moves a work order to another day and technician: same time of day, due date as many days later, history and event", async () => {
    // Tuesday 09:15 Denver, due Thursday 17:00.
    const id = await kit.insertTask({
      plannedDate: new Date("2030-06-04T15:15:00Z"),
      dueDate: new Date("2030-06-06T23:00:00Z"),
    });
    const reply = await kit.ok<RescheduleReply>(moveTo(id, crewId, "2030-06-07"));
    expect(reply.Task).toMatchObject({
      Id: id,
      AssigneeId: crewId,
      AssigneeName: "Elena Fischer",
      PlannedDate: "2030-06-07T15:15:00.000Z",
      DueDate: "2030-06-09T23:00:00.000Z",
    });
    expect(reply.StatusMessage).toContain("Jun 07, 2030 09:15 AM for Elena Fischer");
    expect(await stored(id)).toMatchObject({ assigneeId: crewId, statusId: S.AssignedToTechnician });

    const [entry] = await history(id);
    expect(entry).toMatchObject({
      Action: "Rescheduled",
      Changes: [
        { Field: "Planned date", From: "Jun 04, 2030 09:15 AM", To: "Jun 07, 2030 09:15 AM" },
        { Field: "Due date", From: "Jun 06, 2030 05:00 PM", To: "Jun 09, 2030 05:00 PM" },
        { Field: "Assignee", From: "Marcus Reyes", To: "Elena Fischer" },
      ],
    });
    const events = await readEvents(kit.t.ctx.db, kit.who.admin.orgId, AuditEntityType.Task, id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      eventType: "TaskAssigned",
      actorId: manager.employeeId,
      payload: { AssigneeId: crewId, PreviousAssigneeId: kit.who.tech.employeeId },
    });
    expect([...events[0]!.concerns].sort()).toEqual([crewId, kit.who.tech.employeeId].sort());
  });

  it("keeps the wall-clock time across a daylight-saving change, and records only what changed", async () => {
    // Saturday 7 March 2030 at 08:00 MST; the clocks go forward on the 10th.
    const id = await kit.insertTask({ plannedDate: new Date("2030-03-09T15:00:00Z"), dueDate: null });
    const { Task } = await kit.ok<RescheduleReply>(moveTo(id, kit.who.tech.employeeId, "2030-03-12"));
    expect(Task).toMatchObject({ PlannedDate: "2030-03-12T14:00:00.000Z", DueDate: null });
    const [entry] = await history(id);
    expect(entry!.Changes).toEqual([
      { Field: "Planned date", From: "Mar 09, 2030 08:00 AM", To: "Mar 12, 2030 08:00 AM" },
    ]);
    const events = await readEvents(kit.t.ctx.db, kit.who.admin.orgId, AuditEntityType.Task, id);
    expect(events).toEqual([]);
  });

  it("assigns a Not Started work order, which becomes Assigned to Technician, with both in the history", async () => {
    const id = await kit.insertTask({
      ...planned("2030-06-05T16:00:00Z"),
      assigneeId: null,
      statusId: S.NotStarted,
    });
    const { Task } = await kit.ok<RescheduleReply>(moveTo(id, kit.who.tech.employeeId, "2030-06-05"));
    expect(Task).toMatchObject({ StatusId: S.AssignedToTechnician, AssigneeName: "Marcus Reyes" });
    const [entry] = await history(id);
    expect(entry!.Changes).toEqual([
      { Field: "Assignee", From: null, To: "Marcus Reyes" },
      { Field: "Status", From: "Not Started", To: "Assigned to Technician" },
    ]);
    const events = await readEvents(kit.t.ctx.db, kit.who.admin.orgId, AuditEntityType.Task, id);
    expect(events.map((e) => e.eventType).sort()).toEqual(["TaskAssigned", "TaskStatusChanged"]);
  });

  it("answers a move to where it is without writing anything", async () => {
    const id = await kit.insertTask(planned("2030-06-05T16:00:00Z"));
    const reply = await kit.ok<RescheduleReply>(moveTo(id, kit.who.tech.employeeId, "2030-06-05"));
    expect(reply.StatusMessage).toContain("stays where it is");
    expect(await history(id)).toEqual([]);
  });

  it.each([
    ["locked", { isLocked: true }, "is locked."],
    ["archived", { archived: true }, "is archived."],
    ["completed", { statusId: S.Completed }, "'Completed'"],
    ["accepted by the customer", { statusId: S.AcceptedByCustomer }, "'Accepted by Customer'"],
  ])("refuses to move a %s work order with 409 and leaves it", async (_state, set, message) => {
    const id = await kit.insertTask(planned("2030-06-05T16:00:00Z"));
    await kit.t.ctx.db.update(tasks).set(set).where(eq(tasks.id, id));
    const res = await moveTo(id, crewId, "2030-06-06");
    expect(res.statusCode).toBe(409);
    expect(res.json().StatusMessage).toContain(message);
    expect(await stored(id)).toMatchObject({ assigneeId: kit.who.tech.employeeId });
    expect(await history(id)).toEqual([]);
  });

  it("answers 400 naming AssigneeId for another organisation's person or a disabled one, 400 naming PlannedDate for a bad day", async () => {
    const id = await kit.insertTask(planned("2030-06-05T16:00:00Z"));
    const foreign = await moveTo(id, globexPersonId, "2030-06-06");
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual([{ field: "AssigneeId", message: expect.any(String) }]);
    const [gone] = await kit.t.ctx.db
      .insert(employees)
      .values({
        orgId: kit.who.admin.orgId,
        roleId: kit.who.tech.roleId,
        email: "gone.technician@acme.example",
        passwordHash: "x",
        firstName: "Gone",
        lastName: "Technician",
        enabled: false,
      })
      .returning({ id: employees.id });
    expect((await moveTo(id, gone!.id, "2030-06-06")).statusCode).toBe(400);
    const badDay = await moveTo(id, crewId, "2030-06-31");
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().StatusMessage).toContain("PlannedDate");
    expect(await stored(id)).toMatchObject({ assigneeId: kit.who.tech.employeeId });
  });

  it("refuses a move without the Schedule right (403) and another organisation's work order (404)", async () => {
    const id = await kit.insertTask(planned("2030-06-05T16:00:00Z"));
    const body = { TaskId: id, AssigneeId: crewId, PlannedDate: "2030-06-06" };
    expect((await kit.call("tech", "POST", "/api/Task/Reschedule", body)).statusCode).toBe(403);
    expect((await kit.call("viewer", "POST", "/api/Task/Reschedule", body)).statusCode).toBe(403);
    expect(
      (await kit.call("viewer", "POST", "/api/Task/GetSchedule", { From: MONDAY, To: MONDAY })).statusCode,
    ).toBe(403);
    const foreign = await kit.t.call("POST", "/api/Task/Reschedule", { token: globexAdmin, body });
    expect(foreign.statusCode).toBe(404);
    const theirs = await kit.ok<ScheduleReply>(
      kit.t.call("POST", "/api/Task/GetSchedule", {
        token: globexAdmin,
        body: { From: MONDAY, To: "2030-06-09" },
      }),
    );
    expect(theirs.Tasks.map((t) => t.Id)).not.toContain(id);
    expect(await stored(id)).toMatchObject({ assigneeId: kit.who.tech.employeeId });
  });

  it("unassigns only with the Unassign right, then the work order is Not Started again", async () => {
    const id = await kit.insertTask(planned("2030-06-05T16:00:00Z"));
    const { Task } = await kit.ok<RescheduleReply>(moveTo(id, null, "2030-06-05"));
    expect(Task).toMatchObject({ AssigneeId: null, StatusId: S.NotStarted });

    const other = await kit.insertTask(planned("2030-06-05T16:00:00Z"));
    await revokeModule(kit.t, manager.signedIn, {
      moduleId: ModuleId.TaskUnassign,
      parentId: ModuleId.TaskOperations,
    });
    const refused = await moveTo(other, null, "2030-06-05");
    expect(refused.statusCode).toBe(403);
    expect(await stored(other)).toMatchObject({ assigneeId: kit.who.tech.employeeId });
    await kit.ok(moveTo(other, crewId, "2030-06-06"));
    await revokeModule(kit.t, manager.signedIn, {
      moduleId: ModuleId.TaskSchedule,
      parentId: ModuleId.TaskOperations,
    });
    expect((await moveTo(other, kit.who.tech.employeeId, "2030-06-06")).statusCode).toBe(403);
    const readOnly = await kit.ok<ScheduleReply>(getSchedule({ From: MONDAY, To: "2030-06-09" }));
    expect(readOnly.CanSchedule).toBe(false);
  });
});
