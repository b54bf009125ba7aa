import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TaskStatus, type TaskStatusId, type ListReply, type TaskListRow } from "@fieldstead/domain";
import { tasks } from "../../db/schema/index.ts";
import { testBackends } from "../../test/test-databases.ts";
import { openTasksTestKit, type TasksTestKit } from "./tasks.test-kit.ts";

const DAY = 86_400_000;

describe.each(testBackends())("pages deep in the task list and its totals on %s", (backend) => {
  let kit: TasksTestKit;
  beforeAll(async () => {
    kit = await openTasksTestKit(backend);
    // Some planned dates shared and some blank, so the order leans on the id and on where blanks go.
    const now = kit.t.clock.now().getTime();
    for (let i = 0; i < 24; i++)
      await kit.insertTask({
        summary: `Deep page ${i}`,
        plannedDate: i % 4 === 0 ? null : new Date(now + (i % 5) * DAY),
        statusId: i % 3 === 0 ? TaskStatus.Paused : TaskStatus.InProgress,
      });
  });
  afterAll(() => kit?.close());

  const rows = (body: Record<string, unknown>) =>
    kit.ok<ListReply<TaskListRow>>(kit.call("admin", "POST", "/api/Task/GetTaskList", body));
  /** Acme's tasks as the table holds them, all or in some statuses. */
  const stored = async (statuses?: TaskStatusId[]) =>
    (
      await kit.t.ctx.db
        .select({ n: count() })
        .from(tasks)
        .where(
          and(eq(tasks.orgId, kit.who.admin.orgId), statuses ? inArray(tasks.statusId, statuses) : undefined),
        )
    )[0]!.n;

  /** Every row of a list, page after page by cursor. */
  const walk = async (body: Record<string, unknown>, pageSize: number) => {
    const ids: number[] = [];
    let after: string | null = null;
    do {
      const page: ListReply<TaskListRow> = await rows({
        ...body,
        PageSize: pageSize,
        StartRow: ids.length,
        ...(after ? { After: after } : {}),
      });
      ids.push(...page.Rows.map((r) => r.Id));
      after = page.NextCursor;
    } while (after);
    return ids;
  };

  const orders: [string, Record<string, unknown>][] = [
    ["the default order", {}],
    ["planned date, blanks last", { SortModel: [{ colId: "PlannedDate", sort: "asc" }] }],
    ["planned date descending, blanks first", { SortModel: [{ colId: "PlannedDate", sort: "desc" }] }],
    ["number", { SortModel: [{ colId: "WorkOrderNumber", sort: "asc" }] }],
    ["paused or in progress", { FilterModel: { StatusId: { filterType: "set", values: [12, 13] } } }],
  ];

  it.each(orders)("shows by position, in %s, the rows the cursor walk shows there", async (_, body) => {
    const all = await walk(body, 9);
    expect(new Set(all).size).toBe(all.length);
    for (const start of [
      all.length - 1,
      all.length - 5,
      Math.floor(all.length * 0.6),
      Math.floor(all.length / 2),
    ]) {
      const page = await rows({ ...body, PageSize: 9, StartRow: start });
      expect(
        page.Rows.map((r) => r.Id),
        `rows from ${start}`,
      ).toEqual(all.slice(start, start + 9));
      expect(page.TotalCount).toBe(all.length);
      expect(page.NextCursor === null).toBe(start + 9 >= all.length);
    }
    const past = await rows({ ...body, PageSize: 9, StartRow: all.length + 3 });
    expect(past.Rows).toEqual([]);
  });

  it("keeps the total and the totals by status right as tasks are added, moved and deleted", async () => {
    const total = async () => (await rows({ PageSize: 1 })).TotalCount;
    const paused = async () =>
      (
        await rows({
          PageSize: 1,
          FilterModel: { StatusId: { filterType: "set", values: [TaskStatus.Paused] } },
        })
      ).TotalCount;
    expect(await total()).toBe(await stored());
    const before = await total();
    const globexBefore = (
      await kit.ok<ListReply<TaskListRow>>(
        kit.call("globexTech", "POST", "/api/Task/GetTaskList", { PageSize: 1 }),
      )
    ).TotalCount;

    const added = await kit.t.ctx.db
      .insert(tasks)
      .values(
        [1, 2, 3].map((i) => ({
          orgId: kit.who.admin.orgId,
          workOrderNumber: `WO-COUNT-${i}`,
          summary: `Counted ${i}`,
          typeId: 1 as const,
          statusId: TaskStatus.Paused,
        })),
      )
      .returning({ id: tasks.id });
    expect(await total()).toBe(before + 3);
    const pausedNow = await paused();
    await kit.t.ctx.db
      .update(tasks)
      .set({ statusId: TaskStatus.InProgress })
      .where(eq(tasks.id, added[0]!.id));
    expect(await paused()).toBe(pausedNow - 1);
    await kit.t.ctx.db.update(tasks).set({ summary: "Counted, renamed" }).where(eq(tasks.id, added[1]!.id));
    expect(await paused()).toBe(pausedNow - 1);
    await kit.t.ctx.db.delete(tasks).where(
      inArray(
        tasks.id,
        added.map((a) => a.id),
      ),
    );
    expect(await total()).toBe(before);
    expect(await total()).toBe(await stored());
    expect(await paused()).toBe(await stored([TaskStatus.Paused]));
    const globexAfter = (
      await kit.ok<ListReply<TaskListRow>>(
        kit.call("globexTech", "POST", "/api/Task/GetTaskList", { PageSize: 1 }),
      )
    ).TotalCount;
    expect(globexAfter).toBe(globexBefore);
  });
});
