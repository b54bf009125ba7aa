import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOpenTaskStatus, TaskStatus, type ListReply, type TaskListRow } from "@fieldstead/domain";
import { testBackends } from "../../test/test-databases.ts";
import { openTasksTestKit, type TasksTestKit } from "./tasks.test-kit.ts";

const DAY = 86_400_000;
const MY_WORK_ORDER = {
  Scope: "Mine",
  SortModel: [
    { colId: "Urgency", sort: "asc" },
    { colId: "PlannedDate", sort: "asc" },
  ],
};

/** Where a row belongs in the technician's order: overdue, then open, then done. */
const rankOf = (row: TaskListRow) => (row.IsOverdue ? 0 : isOpenTaskStatus(row.StatusId) ? 1 : 2);

describe.each(testBackends())("the technician's own work orders, most urgent first, on %s", (backend) => {
  let kit: TasksTestKit;
  const made: Record<string, number> = {};
  beforeAll(async () => {
    kit = await openTasksTestKit(backend);
    const now = kit.t.clock.now().getTime();
    const at = (days: number) => new Date(now + days * DAY);
    const add = async (name: string, values: Parameters<TasksTestKit["insertTask"]>[0]) => {
      made[name] = await kit.insertTask({ summary: `Urgency ${name}`, ...values });
    };
    // Planned dates far from the demo data's, so the made rows sit at known places in the order.
    await add("overdue, planned late", { plannedDate: at(-400), dueDate: at(-1) });
    await add("overdue, planned early", { plannedDate: at(-500), dueDate: at(-2) });
    await add("open, planned far ahead", { plannedDate: at(900), dueDate: at(901) });
    await add("open, planned long ago, due later", { plannedDate: at(-600), dueDate: at(30) });
    await add("done, due date passed", {
      plannedDate: at(-700),
      dueDate: at(-5),
      statusId: TaskStatus.Completed,
    });
    await add("open, not planned", { plannedDate: null, dueDate: null });
    // Shared planned dates, so the order leans on the id within them.
    for (let i = 0; i < 6; i++)
      await add(`open, planned alike ${i}`, { plannedDate: at(800), dueDate: i % 2 ? at(-3) : null });
  });
  afterAll(() => kit?.close());

  const rows = (body: Record<string, unknown>) =>
    kit.ok<ListReply<TaskListRow>>(kit.call("tech", "POST", "/api/Task/GetTaskList", body));

  const walk = async (body: Record<string, unknown>, pageSize: number) => {
    const seen: TaskListRow[] = [];
    let after: string | null = null;
    do {
      const page: ListReply<TaskListRow> = await rows({
        ...body,
        PageSize: pageSize,
        StartRow: seen.length,
        ...(after ? { After: after } : {}),
      });
      seen.push(...page.Rows);
      after = page.NextCursor;
    } while (after);
    return seen;
  };

  it("lists the overdue first, then the open by planned date, then the done ones", async () => {
    const all = (await rows({ ...MY_WORK_ORDER, PageSize: 500 })).Rows;
    expect(all.length).toBeGreaterThan(12);
    const ranks = all.map(rankOf);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // Within a rank, by planned date (blanks last).
    for (const rank of [0, 1, 2]) {
      const planned = all.filter((r) => rankOf(r) === rank).map((r) => r.PlannedDate);
      const dated = planned.filter((p) => p !== null);
      expect(dated).toEqual([...dated].sort());
      expect(planned.slice(dated.length).every((p) => p === null)).toBe(true);
    }
    const position = (name: string) => all.findIndex((r) => r.Id === made[name]);
    const order = [
      "overdue, planned early",
      "overdue, planned late",
      "open, planned long ago, due later",
      "open, planned far ahead",
      "open, not planned",
      "done, due date passed",
    ];
    const positions = order.map(position);
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(all.find((r) => r.Id === made["overdue, planned early"])!.IsOverdue).toBe(true);
    expect(all.find((r) => r.Id === made["done, due date passed"])!.IsOverdue).toBe(false);
  });

  it("reads the same rows page after page by cursor, and by position, as in one page", async () => {
    const whole = (await rows({ ...MY_WORK_ORDER, PageSize: 500 })).Rows.map((r) => r.Id);
    const walked = (await walk(MY_WORK_ORDER, 4)).map((r) => r.Id);
    expect(walked).toEqual(whole);
    for (const start of [3, Math.floor(whole.length / 2), whole.length - 2]) {
      const page = await rows({ ...MY_WORK_ORDER, PageSize: 4, StartRow: start });
      expect(page.Rows.map((r) => r.Id)).toEqual(whole.slice(start, start + 4));
      expect(page.TotalCount).toBe(whole.length);
    }
  });

  it("keeps only the overdue ones when filtered to urgency 0", async () => {
    const overdue = await walk(
      { ...MY_WORK_ORDER, FilterModel: { Urgency: { filterType: "number", type: "equals", filter: 0 } } },
      3,
    );
    expect(overdue.length).toBeGreaterThanOrEqual(5);
    expect(overdue.every((r) => r.IsOverdue)).toBe(true);
    const all = (await rows({ ...MY_WORK_ORDER, PageSize: 500 })).Rows;
    expect(overdue.map((r) => r.Id)).toEqual(all.filter((r) => r.IsOverdue).map((r) => r.Id));
  });
});
