import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  TaskPriority,
  TaskStatus,
  WorkOrderType,
  type ListReply,
  type TaskDetail,
  type TaskListRow,
} from "@fieldstead/domain";
import { testBackends } from "../../test/test-databases.ts";
import { openTasksTestKit, type TasksTestKit, type Who } from "./tasks.test-kit.ts";

const DAY = 86_400_000;

describe.each(testBackends())("the task list and a task's detail on %s", (backend) => {
  let kit: TasksTestKit;
  beforeAll(async () => {
    kit = await openTasksTestKit(backend);
  });
  afterAll(() => kit?.close());

  const list = (who: Who, body: Record<string, unknown> = {}) =>
    kit.call(who, "POST", "/api/Task/GetTaskList", { PageSize: 50, ...body });
  const rows = async (who: Who, body: Record<string, unknown> = {}) =>
    kit.ok<ListReply<TaskListRow>>(list(who, body));

  it("lists the organisation's work orders with their labels, most recently changed first", async () => {
    const reply = await rows("admin", { PageSize: 20 });
    expect(reply.TotalCount).toBeGreaterThan(20);
    expect(reply.Rows).toHaveLength(20);
    const times = reply.Rows.map((r) => r.UpdatedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const id = await kit.insertTask({ summary: "Replace the chiller valve", typeId: WorkOrderType.Fueling });
    const [row] = (await rows("admin", { Search: "chiller valve" })).Rows;
    expect(row).toMatchObject({
      Id: id,
      TypeName: "Fueling",
      StatusName: "Assigned to Technician",
      PriorityName: "Medium",
      AssigneeId: kit.who.tech.employeeId,
    });
    expect(row!.AssigneeName).toMatch(/\S+ \S+/);
  });

  it("finds a work order by its number, and never another organisation's", async () => {
    const id = await kit.insertTask({ workOrderNumber: "WO-FIND-77123" });
    expect((await rows("admin", { Search: "find-77123" })).Rows.map((r) => r.Id)).toEqual([id]);
    const globex = await rows("globexTech", { Search: "find-77123" });
    expect(globex).toMatchObject({ Rows: [], TotalCount: 0 });
  });

  it("keeps the caller's own assignments with Scope 'Mine'", async () => {
    const mine = await rows("tech", { Scope: "Mine", PageSize: 200 });
    const all = await rows("tech", { PageSize: 1 });
    expect(mine.Rows.length).toBeGreaterThan(0);
    expect(mine.Rows.every((r) => r.AssigneeId === kit.who.tech.employeeId)).toBe(true);
    expect(mine.TotalCount).toBeLessThan(all.TotalCount);
  });

  it("filters by status, type and priority sets, and planned dates in the future or the past", async () => {
    const now = kit.t.clock.now().getTime();
    const later = await kit.insertTask({ summary: "Zephyr later", plannedDate: new Date(now + DAY) });
    const earlier = await kit.insertTask({
      summary: "Zephyr earlier",
      plannedDate: new Date(now - DAY),
      statusId: TaskStatus.Paused,
    });
    const ids = async (body: Record<string, unknown>) =>
      (await rows("admin", { Search: "zephyr", ...body })).Rows.map((r) => r.Id).sort();
    expect(await ids({ DateRange: "future" })).toEqual([later]);
    expect(await ids({ DateRange: "historic" })).toEqual([earlier]);
    expect(await ids({})).toEqual([later, earlier].sort());
    const byStatus = { StatusId: { filterType: "set", values: [TaskStatus.Paused] } };
    expect(await ids({ FilterModel: byStatus })).toEqual([earlier]);
    const filtered = await rows("admin", {
      FilterModel: {
        TypeId: { filterType: "set", values: [WorkOrderType.Fueling] },
        PriorityId: { filterType: "set", values: [TaskPriority.Medium, TaskPriority.High] },
      },
    });
    expect(filtered.Rows.length).toBeGreaterThan(0);
    expect(filtered.Rows.every((r) => r.TypeId === WorkOrderType.Fueling && r.PriorityId >= 2)).toBe(true);
  });

  it("marks open work orders past their due date as overdue, closed ones never", async () => {
    const past = new Date(kit.t.clock.now().getTime() - DAY);
    const open = await kit.insertTask({ summary: "Quokka open", dueDate: past });
    const done = await kit.insertTask({
      summary: "Quokka done",
      dueDate: past,
      statusId: TaskStatus.Completed,
    });
    const found = (await rows("admin", { Search: "quokka" })).Rows;
    expect(found.find((r) => r.Id === open)!.IsOverdue).toBe(true);
    expect(found.find((r) => r.Id === done)!.IsOverdue).toBe(false);
  });

  it("walks pages by cursor in a sort by assignee without repeating a row", async () => {
    const sort = { SortModel: [{ colId: "AssigneeName", sort: "asc" }], PageSize: 25 };
    const first = await rows("admin", sort);
    expect(first.NextCursor).not.toBeNull();
    const second = await rows("admin", { ...sort, StartRow: 25, After: first.NextCursor });
    const seen = new Set(first.Rows.map((r) => r.Id));
    expect(second.Rows.some((r) => seen.has(r.Id))).toBe(false);
    const byPosition = await rows("admin", { ...sort, StartRow: 25 });
    expect(second.Rows.map((r) => r.Id)).toEqual(byPosition.Rows.map((r) => r.Id));
  });

  it("answers 400 naming the field for an unknown column, 403 to a role without work orders", async () => {
    const bad = await list("admin", { SortModel: [{ colId: "Colour", sort: "asc" }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().StatusMessage).toContain("SortModel.0.colId");
    expect((await list("viewer")).statusCode).toBe(403);
    expect((await list("lease")).statusCode).toBe(403);
  });

  it("shows one task with the moves the caller may make, and 404 for another organisation's", async () => {
    const id = await kit.insertTask({ description: "Bearing noise" });
    const tech = await kit.ok<TaskDetail>(kit.call("tech", "GET", `/api/Task/GetTask?Id=${id}`));
    expect(tech).toMatchObject({ Id: id, StatusName: "Assigned to Technician" });
    expect(tech.CreatedById).toBe(kit.who.admin.employeeId);
    expect(tech.AllowedMoves.map((m) => m.Label).sort()).toEqual([
      "Accepted",
      "Rejected",
      "Traveling to Location",
    ]);
    const other = await kit.call("globexTech", "GET", `/api/Task/GetTask?Id=${id}`);
    expect(other.statusCode).toBe(404);
    expect((await kit.call("viewer", "GET", `/api/Task/GetTask?Id=${id}`)).statusCode).toBe(403);
  });

  it("offers a technician no moves on a work order assigned to someone else", async () => {
    const id = await kit.insertTask({ assigneeId: kit.who.admin.employeeId });
    const tech = await kit.ok<TaskDetail>(kit.call("tech", "GET", `/api/Task/GetTask?Id=${id}`));
    expect(tech.AllowedMoves).toEqual([]);
    const admin = await kit.ok<TaskDetail>(kit.call("admin", "GET", `/api/Task/GetTask?Id=${id}`));
    expect(admin.AllowedMoves.length).toBeGreaterThan(0);
  });
});
