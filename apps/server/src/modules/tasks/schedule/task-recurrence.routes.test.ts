import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import {
  AuditEntityType,
  TaskStatus,
  TaskTimeUnit,
  WorkOrderType,
  type RecurrenceSeries,
  type TaskHistoryEntry,
  type TaskTimeUnitValue,
} from "@fieldstead/domain";
import { employees, locations, tasks } from "../../../db/schema/index.ts";
import { testBackends } from "../../../test/test-databases.ts";
import { readEvents } from "../../audit/audit.service.ts";
import { openTasksTestKit, type TasksTestKit, type Who } from "../tasks.test-kit.ts";

const S = TaskStatus;

type Recurring = {
  plannedDate: Date | null;
  dueDate?: Date | null;
  startAt?: Date | null;
  every: number;
  unit: TaskTimeUnitValue;
  until?: string | null;
  assigneeId?: number | null;
};

describe.each(testBackends())("recurring tasks on %s", (backend) => {
  let kit: TasksTestKit;
  let locationId: number;
  beforeAll(async () => {
    kit = await openTasksTestKit(backend);
    const [place] = await kit.t.ctx.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.orgId, kit.who.admin.orgId))
      .orderBy(asc(locations.id))
      .limit(1);
    locationId = place!.id;
  });
  afterAll(() => kit?.close());

  /** A recurring work order of the technician, in progress, ready to be completed. */
  const recurringTask = async (r: Recurring): Promise<number> => {
    const id = await kit.insertTask({
      statusId: S.InProgress,
      plannedDate: r.plannedDate,
      dueDate: r.dueDate ?? null,
      description: "Check the filters and the belts.",
    });
    await kit.t.ctx.db
      .update(tasks)
      .set({
        recurrenceEvery: r.every,
        recurrenceUnit: r.unit,
        recurrenceEnd: r.until ?? null,
        startAt: r.startAt ?? null,
        locationId,
        region: "North",
        reviewLevels: 2,
        ...(r.assigneeId === undefined ? {} : { assigneeId: r.assigneeId }),
      })
      .where(eq(tasks.id, id));
    return id;
  };
  const move = (who: Who, TaskId: number, ToStatusId: number) =>
    kit.ok(kit.call(who, "POST", "/api/Task/ChangeStatus", { TaskId, ToStatusId }));
  const complete = (id: number) => move("admin", id, S.Completed);
  const series = (id: number, who: Who = "tech") =>
    kit.ok<RecurrenceSeries>(kit.call(who, "GET", `/api/Task/GetRecurrenceSeries?Id=${id}`));
  const laterInSeries = async (id: number) => {
    const [own] = await kit.t.ctx.db
      .select({ seriesId: tasks.recurrenceSeriesId })
      .from(tasks)
      .where(eq(tasks.id, id));
    if (own?.seriesId === null || own?.seriesId === undefined) return [];
    return kit.t.ctx.db
      .select({
        id: tasks.id,
        number: tasks.workOrderNumber,
        summary: tasks.summary,
        description: tasks.description,
        typeId: tasks.typeId,
        statusId: tasks.statusId,
        assigneeId: tasks.assigneeId,
        locationId: tasks.locationId,
        region: tasks.region,
        reviewLevels: tasks.reviewLevels,
        plannedDate: tasks.plannedDate,
        dueDate: tasks.dueDate,
        startAt: tasks.startAt,
        completedAt: tasks.completedAt,
        every: tasks.recurrenceEvery,
        unit: tasks.recurrenceUnit,
        until: tasks.recurrenceEnd,
        seriesId: tasks.recurrenceSeriesId,
      })
      .from(tasks)
      .where(and(eq(tasks.recurrenceSeriesId, own.seriesId)))
      .orderBy(asc(tasks.id))
      .then((rows) => rows.filter((r) => r.id > id));
  };

  it("writes the next occurrence when a recurring work order is completed: same fields, dates one month on, month end kept", async () => {
    // Jan 31, 2030 at 09:00 in Denver, due 17:00 the same day.
    const id = await recurringTask({
      plannedDate: new Date("2030-01-31T16:00:00Z"),
      dueDate: new Date("2030-02-01T00:00:00Z"),
      startAt: new Date("2030-01-31T16:30:00Z"),
      every: 1,
      unit: TaskTimeUnit.Month,
    });
    await move("tech", id, S.Completed);
    const [next, ...more] = await laterInSeries(id);
    expect(more).toEqual([]);
    expect(next).toMatchObject({
      seriesId: id,
      summary: expect.stringMatching(/^Test work order/),
      description: "Check the filters and the belts.",
      typeId: WorkOrderType.CorrectiveMaintenance,
      statusId: S.AssignedToTechnician,
      assigneeId: kit.who.tech.employeeId,
      locationId,
      region: "North",
      reviewLevels: 2,
      completedAt: null,
      every: 1,
      unit: TaskTimeUnit.Month,
      until: null,
    });
    expect(next!.plannedDate?.toISOString()).toBe("2030-02-28T16:00:00.000Z");
    expect(next!.dueDate?.toISOString()).toBe("2030-03-01T00:00:00.000Z");
    expect(next!.startAt?.toISOString()).toBe("2030-02-28T16:30:00.000Z");
    expect(next!.number).toMatch(/^WO-\d{4}-\d{5}$/);

    const [created] = await kit.ok<TaskHistoryEntry[]>(
      kit.call("admin", "GET", `/api/Task/GetTaskHistory?Id=${next!.id}`),
    );
    expect(created).toMatchObject({ Action: "Created" });
    expect(created!.Summary).toMatch(/^Work order WO-\d{4}-\d{5} repeated from WO-TEST-\d{5}$/);
    const events = await readEvents(kit.t.ctx.db, kit.who.admin.orgId, AuditEntityType.Task, next!.id);
    expect(events.map((e) => e.eventType).sort()).toEqual(["TaskAssigned", "TaskCreated"]);
  });

  it("writes only one next occurrence when an occurrence is reopened and completed again", async () => {
    const id = await recurringTask({
      plannedDate: new Date("2030-04-01T15:00:00Z"),
      every: 2,
      unit: TaskTimeUnit.Week,
    });
    await complete(id);
    await move("admin", id, S.RejectedByCustomer);
    await move("admin", id, S.InProgress);
    await complete(id);
    const later = await laterInSeries(id);
    expect(later).toHaveLength(1);
    expect(later[0]!.plannedDate?.toISOString()).toBe("2030-04-15T15:00:00.000Z");

    // The next occurrence carries the series on when it is completed in turn.
    await move("admin", later[0]!.id, S.TravelingToLocation);
    await move("admin", later[0]!.id, S.ArrivedAtLocation);
    await move("admin", later[0]!.id, S.InProgress);
    await complete(later[0]!.id);
    const reply = await series(id);
    expect(reply.SeriesId).toBe(id);
    expect(reply.Occurrences.map((o) => o.PlannedDate)).toEqual([
      "2030-04-01T15:00:00.000Z",
      "2030-04-15T15:00:00.000Z",
      "2030-04-29T15:00:00.000Z",
    ]);
    expect(reply.Occurrences.map((o) => o.StatusName)).toEqual([
      "Completed",
      "Completed",
      "Assigned to Technician",
    ]);
    expect(reply.Recurrence).toEqual({ Every: 2, Unit: "Week", Until: null });
    expect((await series(later[0]!.id)).Occurrences).toHaveLength(3);
  });

  it.each([
    ["the day before the next date", "2030-05-14", 0],
    ["the next date itself", "2030-05-15", 1],
  ])("stops the series at its last day: until %s", async (_label, until, count) => {
    const id = await recurringTask({
      plannedDate: new Date("2030-05-01T15:00:00Z"),
      every: 14,
      unit: TaskTimeUnit.Day,
      until,
    });
    await complete(id);
    expect(await laterInSeries(id)).toHaveLength(count);
  });

  it("repeats every few minutes from the planned time", async () => {
    const id = await recurringTask({
      plannedDate: new Date("2030-05-20T15:00:00Z"),
      every: 45,
      unit: TaskTimeUnit.Minute,
    });
    await complete(id);
    const [next] = await laterInSeries(id);
    expect(next!.plannedDate?.toISOString()).toBe("2030-05-20T15:45:00.000Z");
  });

  it("counts from completion when the occurrence had no planned date", async () => {
    const id = await recurringTask({ plannedDate: null, every: 90, unit: TaskTimeUnit.Minute });
    await complete(id);
    const [done] = await kit.t.ctx.db
      .select({ completedAt: tasks.completedAt })
      .from(tasks)
      .where(eq(tasks.id, id));
    const [next] = await laterInSeries(id);
    expect(next!.plannedDate!.getTime() - done!.completedAt!.getTime()).toBe(90 * 60_000);
  });

  it("leaves the next occurrence unassigned (Not Started) when its assignee is no longer active", async () => {
    const [gone] = await kit.t.ctx.db
      .insert(employees)
      .values({
        orgId: kit.who.admin.orgId,
        roleId: kit.who.tech.roleId,
        email: "left.company@acme.example",
        passwordHash: "x",
        firstName: "Left",
        lastName: "Company",
        enabled: false,
      })
      .returning({ id: employees.id });
    const id = await recurringTask({
      plannedDate: new Date("2030-06-03T15:00:00Z"),
      every: 1,
      unit: TaskTimeUnit.Quarter,
      assigneeId: gone!.id,
    });
    await complete(id);
    const [next] = await laterInSeries(id);
    expect(next).toMatchObject({ assigneeId: null, statusId: S.NotStarted, locationId });
    expect(next!.plannedDate?.toISOString()).toBe("2030-09-03T15:00:00.000Z");
  });

  it("writes nothing for a task that does not recur, and its series is empty", async () => {
    const id = await kit.insertTask({
      statusId: S.InProgress,
      plannedDate: new Date("2030-06-10T15:00:00Z"),
    });
    const before = await kit.t.ctx.db.select({ id: tasks.id }).from(tasks);
    await complete(id);
    const after = await kit.t.ctx.db.select({ id: tasks.id }).from(tasks);
    expect(after).toHaveLength(before.length);
    expect(await series(id)).toEqual({ TaskId: id, SeriesId: null, Recurrence: null, Occurrences: [] });
  });

  it("shows a recurring task that has not been completed yet as the only occurrence of its series", async () => {
    const id = await recurringTask({
      plannedDate: new Date("2030-07-01T15:00:00Z"),
      every: 1,
      unit: TaskTimeUnit.Year,
      until: "2035-12-31",
    });
    const reply = await series(id);
    expect(reply.Recurrence).toEqual({ Every: 1, Unit: "Year", Until: "2035-12-31" });
    expect(reply.Occurrences.map((o) => o.Id)).toEqual([id]);
  });

  it("answers 404 for another organisation's task, 403 without the task view, 400 for a bad id", async () => {
    const id = await recurringTask({ plannedDate: null, every: 1, unit: TaskTimeUnit.Day });
    expect((await kit.call("globexTech", "GET", `/api/Task/GetRecurrenceSeries?Id=${id}`)).statusCode).toBe(
      404,
    );
    expect((await kit.call("viewer", "GET", `/api/Task/GetRecurrenceSeries?Id=${id}`)).statusCode).toBe(403);
    const bad = await kit.call("tech", "GET", "/api/Task/GetRecurrenceSeries?Id=abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().StatusMessage).toContain("Id");
  });
});
