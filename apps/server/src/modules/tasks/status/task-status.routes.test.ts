import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AuditEntityType,
  TaskStatus,
  taskStatusLabel,
  WorkOrderType,
  type ChangeTaskStatusReply,
  type TaskHistoryEntry,
} from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { readEvents } from "../../audit/audit.service.ts";
import { openTasksTestKit, storedTask, type TasksTestKit, type Who } from "../tasks.test-kit.ts";

const S = TaskStatus;

describe.each(testBackends())("status moves of work orders on %s", (backend) => {
  let kit: TasksTestKit;
  beforeAll(async () => {
    kit = await openTasksTestKit(backend);
  });
  afterAll(() => kit?.close());

  const move = (who: Who, TaskId: number, ToStatusId: unknown, Comment?: string) =>
    kit.call(who, "POST", "/api/Task/ChangeStatus", { TaskId, ToStatusId, Comment });
  const history = (who: Who, id: number) =>
    kit.ok<TaskHistoryEntry[]>(kit.call(who, "GET", `/api/Task/GetTaskHistory?Id=${id}`));

  it("walks a technician's work order from assigned to completed, each step in the history", async () => {
    const id = await kit.insertTask();
    const steps = [S.TravelingToLocation, S.ArrivedAtLocation, S.InProgress, S.Completed];
    let last: ChangeTaskStatusReply | undefined;
    for (const to of steps) last = await kit.ok<ChangeTaskStatusReply>(move("tech", id, to));
    expect(last).toMatchObject({ StatusCode: 0, Task: { Id: id, StatusId: S.Completed } });
    expect(last!.Task.CompletedAt).toBe(kit.t.clock.now().toISOString());
    expect((await storedTask(kit, id))!.completedAt).not.toBeNull();
    const entries = await history("tech", id);
    expect(entries.map((e) => e.Changes[0]!.To)).toEqual([
      "Completed",
      "In Progress",
      "Arrived at Location",
      "Traveling to Location",
    ]);
    expect(entries[0]).toMatchObject({
      Action: "StatusChanged",
      Summary: "Status changed from In Progress to Completed",
      Changes: [{ Field: "Status", From: "In Progress", To: "Completed" }],
    });
    expect(entries[0]!.ActorName).toMatch(/\S/);
  });

  it("writes a TaskStatusChanged event for the assignee and the creator, with the comment", async () => {
    const id = await kit.insertTask();
    await kit.ok(move("tech", id, S.Accepted, "On my way after lunch"));
    const events = await readEvents(kit.t.ctx.db, kit.who.admin.orgId, AuditEntityType.Task, id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      eventType: "TaskStatusChanged",
      actorId: kit.who.tech.employeeId,
      payload: {
        FromStatusId: S.AssignedToTechnician,
        ToStatusId: S.Accepted,
        Comment: "On my way after lunch",
      },
    });
    expect([...events[0]!.concerns].sort()).toEqual(
      [kit.who.tech.employeeId, kit.who.admin.employeeId].sort(),
    );
    expect((await history("admin", id))[0]!.Summary).toBe(
      "Status changed from Assigned to Technician to Accepted: On my way after lunch",
    );
  });

  it("refuses a move the role's rows do not allow with 403 naming both statuses, and keeps the status", async () => {
    const id = await kit.insertTask();
    const res = await move("tech", id, S.Completed);
    expect(res.statusCode).toBe(403);
    expect(res.json().StatusMessage).toBe(
      "Your role cannot move this work order from 'Assigned to Technician' to 'Completed'.",
    );
    expect((await storedTask(kit, id))!.statusId).toBe(S.AssignedToTechnician);
    expect(await history("admin", id)).toEqual([]);
  });

  it("checks a stale move against the status another move left", async () => {
    const id = await kit.insertTask();
    await kit.ok(move("tech", id, S.Rejected));
    // The technician's screen still shows 'Assigned': setting off from there is no longer a move.
    const res = await move("tech", id, S.TravelingToLocation);
    expect(res.statusCode).toBe(403);
    expect(res.json().StatusMessage).toContain("from 'Rejected' to 'Traveling to Location'");
  });

  it("takes moves sent at the same time one after another, each from the status the last one left", async () => {
    const id = await kit.insertTask({ statusId: S.InProgress });
    const targets = Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? S.Paused : S.InProgress));
    const answers = await Promise.all(targets.map((to) => move("tech", id, to)));
    expect(answers.map((a) => a.statusCode).filter((code) => code !== 200 && code !== 409)).toEqual([]);
    const taken = answers.filter((a) => a.statusCode === 200).length;
    expect(taken).toBeGreaterThan(0);
    const entries = (await history("tech", id)).reverse();
    expect(entries).toHaveLength(taken);
    entries.forEach((entry, i) =>
      expect(entry.Changes[0]!.From).toBe(i === 0 ? "In Progress" : entries[i - 1]!.Changes[0]!.To),
    );
    const events = await readEvents(kit.t.ctx.db, kit.who.admin.orgId, AuditEntityType.Task, id);
    expect(events).toHaveLength(taken);
    expect(taskStatusLabel((await storedTask(kit, id))!.statusId)).toBe(entries.at(-1)!.Changes[0]!.To);
  });

  it("lets a technician move only work orders assigned to them; an administrator any", async () => {
    const id = await kit.insertTask({ assigneeId: kit.who.admin.employeeId });
    const res = await move("tech", id, S.TravelingToLocation);
    expect(res.statusCode).toBe(403);
    expect(res.json().StatusMessage).toContain("assigned to you");
    await kit.ok(move("admin", id, S.TravelingToLocation));
  });

  it("reopens a completed work order and clears its completion time", async () => {
    const id = await kit.insertTask({ statusId: S.Completed, typeId: WorkOrderType.Master });
    await kit.ok(move("admin", id, S.RejectedByCustomer));
    expect(await storedTask(kit, id)).toMatchObject({ statusId: S.RejectedByCustomer, completedAt: null });
  });

  it("answers 400 naming ToStatusId for an unknown status, 404 for another organisation's work order", async () => {
    const id = await kit.insertTask();
    const bad = await move("tech", id, 99);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().StatusMessage).toContain("ToStatusId");
    const same = await move("tech", id, S.AssignedToTechnician);
    expect(same.statusCode).toBe(409);
    expect((await move("globexTech", id, S.TravelingToLocation)).statusCode).toBe(404);
    expect((await kit.call("globexTech", "GET", `/api/Task/GetTaskHistory?Id=${id}`)).statusCode).toBe(404);
    expect((await move("viewer", id, S.TravelingToLocation)).statusCode).toBe(403);
    expect((await storedTask(kit, id))!.statusId).toBe(S.AssignedToTechnician);
  });
});
