import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { AuditEntityType, TaskStatus, type TaskTimeline } from "@fieldstead/domain";
import { auditEntries, tasks } from "../../../db/schema/index.ts";
import { testBackends } from "../../../test/test-databases.ts";
import { openTasksTestKit, type TasksTestKit, type Who } from "../tasks.test-kit.ts";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const S = TaskStatus;

describe.each(testBackends())("a work order's timeline on %s", (backend) => {
  let kit: TasksTestKit;
  beforeAll(async () => {
    kit = await openTasksTestKit(backend);
  });
  afterAll(() => kit?.close());

  const timeline = (who: Who, id: number) => kit.call(who, "GET", `/api/Task/GetTaskTimeline?Id=${id}`);
  const move = (who: Who, TaskId: number, ToStatusId: number) =>
    kit.ok(kit.call(who, "POST", "/api/Task/ChangeStatus", { TaskId, ToStatusId }));

  it("shows each status the work order was in, from when to when, who moved it and for how long", async () => {
    const now = kit.t.clock.now().getTime();
    const ago = (ms: number) => new Date(now - ms);
    const planned = new Date(now + DAY);
    const id = await kit.insertTask({ plannedDate: planned });
    await move("tech", id, S.TravelingToLocation);
    await move("tech", id, S.ArrivedAtLocation);
    // Sessions end after 30 idle minutes, so the days pass by dating the creation and the moves back instead.
    const createdAt = ago(3 * DAY + 9 * HOUR + 15 * MIN);
    const movedAt = ago(3 * DAY + 6 * HOUR + 15 * MIN);
    const arrivedAt = ago(3 * DAY + 4 * HOUR);
    await kit.t.ctx.db.update(tasks).set({ createdAt }).where(eq(tasks.id, id));
    const moves = await kit.t.ctx.db
      .select({ id: auditEntries.id })
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, AuditEntityType.Task), eq(auditEntries.entityId, id)))
      .orderBy(asc(auditEntries.id));
    for (const [entry, at] of moves.map((m, i) => [m.id, [movedAt, arrivedAt][i]!] as const))
      await kit.t.ctx.db.update(auditEntries).set({ createdAt: at }).where(eq(auditEntries.id, entry));

    const reply = await kit.ok<TaskTimeline>(timeline("admin", id));
    expect(reply.TaskId).toBe(id);
    expect(reply.Now).toBe(kit.t.clock.now().toISOString());
    expect(reply.Segments.map((s) => [s.StatusName, s.DurationMs, s.To === null])).toEqual([
      ["Assigned to Technician", 3 * HOUR, false],
      ["Traveling to Location", 2 * HOUR + 15 * MIN, false],
      ["Arrived at Location", 3 * DAY + 4 * HOUR, true],
    ]);
    expect(reply.Segments[0]).toMatchObject({ From: createdAt.toISOString(), To: movedAt.toISOString() });
    expect(reply.Segments[0]!.ByName).toMatch(/\S+ \S+/);
    expect(reply.Segments[1]!.ByName).toMatch(/\S+ \S+/);
    expect(reply.Segments[1]!.ByName).not.toBe(reply.Segments[0]!.ByName);
    expect(reply.Segments[2]!.StatusId).toBe(S.ArrivedAtLocation);
    expect(reply.Points).toEqual([
      { Kind: "Created", Label: "Created", At: createdAt.toISOString() },
      { Kind: "Planned", Label: "Planned", At: planned.toISOString() },
    ]);
  });

  it("marks the completion, and is one open segment for a work order that never moved", async () => {
    const id = await kit.insertTask({ statusId: S.NotStarted, assigneeId: null });
    const still = await kit.ok<TaskTimeline>(timeline("tech", id));
    expect(still.Segments).toHaveLength(1);
    expect(still.Segments[0]).toMatchObject({ StatusId: S.NotStarted, To: null });

    const done = await kit.insertTask({ statusId: S.InProgress, assigneeId: kit.who.tech.employeeId });
    await move("tech", done, S.Completed);
    const reply = await kit.ok<TaskTimeline>(timeline("tech", done));
    expect(reply.Segments.map((s) => s.StatusName)).toEqual(["In Progress", "Completed"]);
    expect(reply.Points.map((p) => p.Kind)).toContain("Completed");
  });

  it("answers 404 for another organisation's work order, 403 to a role without the timeline right", async () => {
    const id = await kit.insertTask();
    expect((await timeline("globexTech", id)).statusCode).toBe(404);
    expect((await timeline("viewer", id)).statusCode).toBe(403);
    expect((await timeline("lease", id)).statusCode).toBe(403);
  });
});
