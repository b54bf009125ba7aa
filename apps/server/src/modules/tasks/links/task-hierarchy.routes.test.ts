import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { TaskStatus, type TaskHierarchy } from "@fieldstead/domain";
import { tasks } from "../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { testBackends } from "../../../test/test-databases.ts";
import { checkParentTask } from "./task-hierarchy.service.ts";
import { openTasksTestKit, type TasksTestKit, type Who } from "../tasks.test-kit.ts";

describe.each(testBackends())("a work order's place among sub-tasks on %s", (backend) => {
  let kit: TasksTestKit;
  // top ← middle ← task ← (first ← grandchild, second)
  let top: number, middle: number, task: number, first: number, second: number, grandchild: number;
  beforeAll(async () => {
    kit = await openTasksTestKit(backend);
    const under = async (parentTaskId: number | null, values: Parameters<TasksTestKit["insertTask"]>[0]) => {
      const id = await kit.insertTask(values);
      await kit.t.ctx.db.update(tasks).set({ parentTaskId }).where(eq(tasks.id, id));
      return id;
    };
    top = await under(null, { summary: "Campus refit", statusId: TaskStatus.InProgress });
    middle = await under(top, { summary: "Building B refit" });
    task = await under(middle, { summary: "Floor 2 lighting" });
    first = await under(task, { summary: "Zone A fixtures", workOrderNumber: "WO-H-0001" });
    second = await under(task, {
      summary: "Zone B fixtures",
      workOrderNumber: "WO-H-0002",
      statusId: TaskStatus.Completed,
    });
    grandchild = await under(first, { summary: "Zone A emergency lights" });
  });
  afterAll(() => kit?.close());

  const hierarchy = (who: Who, id: number) => kit.call(who, "GET", `/api/Task/GetTaskHierarchy?Id=${id}`);

  it("shows the parents up to the top and the direct sub-tasks with their status", async () => {
    const reply = await kit.ok<TaskHierarchy>(hierarchy("tech", task));
    expect(reply.Task).toMatchObject({ Id: task, Summary: "Floor 2 lighting", ChildCount: 2 });
    expect(reply.Ancestors.map((n) => [n.Id, n.Summary])).toEqual([
      [top, "Campus refit"],
      [middle, "Building B refit"],
    ]);
    expect(reply.Ancestors[0]).toMatchObject({ StatusName: "In Progress", ChildCount: 1 });
    expect(reply.Children).toEqual([
      expect.objectContaining({ Id: first, WorkOrderNumber: "WO-H-0001", ChildCount: 1 }),
      expect.objectContaining({
        Id: second,
        StatusId: TaskStatus.Completed,
        StatusName: "Completed",
        ChildCount: 0,
      }),
    ]);
  });

  it("shows the whole chain above a deep sub-task, and nothing above the top", async () => {
    const alone = await kit.ok<TaskHierarchy>(hierarchy("admin", grandchild));
    expect(alone.Ancestors.map((n) => n.Id)).toEqual([top, middle, task, first]);
    expect(alone.Children).toEqual([]);
    const topReply = await kit.ok<TaskHierarchy>(hierarchy("admin", top));
    expect(topReply.Ancestors).toEqual([]);
  });

  it("answers 404 for another organisation's task, 403 to a role without the hierarchy right, 400 for a bad id", async () => {
    expect((await hierarchy("globexTech", task)).statusCode).toBe(404);
    expect((await hierarchy("viewer", task)).statusCode).toBe(403);
    const bad = await kit.call("admin", "GET", "/api/Task/GetTaskHierarchy?Id=abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().StatusMessage).toContain("Id");
  });

  it.each([
    ["itself", () => [task, task]],
    ["its own sub-task", () => [task, first]],
    ["a sub-task further down", () => [middle, grandchild]],
  ])("refuses a task's parent that is %s, naming ParentTaskId", async (_, pair) => {
    const [id, parent] = pair();
    const refusal = await checkParentTask(kit.t.ctx.db, kit.who.admin.orgId, id!, parent!).catch(
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).status).toBe(400);
    expect((refusal as AppError).fields).toEqual([
      { field: "ParentTaskId", message: "A task cannot sit under itself or under one of its own sub-tasks." },
    ]);
  });

  it.each([
    ["a sibling", () => [first, second]],
    ["a task above its parent", () => [grandchild, top]],
    ["none", () => [task, null]],
  ])("accepts a parent that is %s", async (_, pair) => {
    const [id, parent] = pair();
    await expect(
      checkParentTask(kit.t.ctx.db, kit.who.admin.orgId, id!, parent ?? null),
    ).resolves.toBeUndefined();
  });
});
