import { describe, expect, it } from "vitest";
import type { ProjectPlanTask } from "@fieldstead/domain";
import { barOf, isDated, planGroups, planWindow, positionOf, ticksOf } from "./project-plan.rules.ts";

const task = (over: Partial<ProjectPlanTask>): ProjectPlanTask => ({
  Id: 1,
  WorkOrderNumber: "WO-2026-00001",
  Summary: "Survey",
  StatusId: 0,
  StatusName: "Not Started",
  AssigneeId: null,
  AssigneeName: null,
  PlannedDate: null,
  DueDate: null,
  IsOverdue: false,
  IsDone: false,
  ...over,
});

// Denver midnights: Nov 2 2026 is 07:00 UTC (standard time).
const NOV_2 = Date.parse("2026-11-02T07:00:00Z");
const DAY = 86_400_000;

describe("a project's plan timeline", () => {
  it("spans the dated tasks and the project's dates, whole Denver days, at least a week", () => {
    const tasks = [
      task({ PlannedDate: "2026-11-03T16:00:00Z", DueDate: "2026-11-20T23:00:00Z" }),
      task({ Id: 2, DueDate: "2026-11-25T16:00:00Z" }),
    ];
    expect(planWindow({ Tasks: tasks, StartDate: "2026-11-02", EndDate: null })).toEqual({
      start: NOV_2,
      end: NOV_2 + 24 * DAY,
    });
    expect(
      planWindow({ Tasks: [task({ PlannedDate: "2026-11-02T16:00:00Z" })], StartDate: null, EndDate: null }),
    ).toEqual({
      start: NOV_2,
      end: NOV_2 + 7 * DAY,
    });
    expect(planWindow({ Tasks: [task({})], StartDate: null, EndDate: null })).toBeNull();
  });

  it("draws a bar from planned to due, and a point for a task with one date", () => {
    const window = { start: NOV_2, end: NOV_2 + 10 * DAY };
    expect(
      barOf(task({ PlannedDate: "2026-11-03T07:00:00Z", DueDate: "2026-11-05T07:00:00Z" }), window),
    ).toEqual({
      left: 10,
      width: 20,
      isPoint: false,
    });
    expect(barOf(task({ DueDate: "2026-11-07T07:00:00Z" }), window)).toEqual({
      left: 50,
      width: 0.8,
      isPoint: true,
    });
    expect(barOf(task({}), window)).toBeNull();
    expect(positionOf(NOV_2 + 5 * DAY, window)).toBe(50);
  });

  it("ticks Mondays for a short plan and month starts for a long one", () => {
    const short = ticksOf({ start: NOV_2, end: NOV_2 + 21 * DAY });
    expect(short.map((t) => t.label)).toEqual(["Nov 2", "Nov 9", "Nov 16"]);
    const long = ticksOf({ start: NOV_2, end: Date.parse("2027-03-01T07:00:00Z") });
    expect(long.map((t) => t.label)).toEqual(["Dec 2026", "Jan 2027", "Feb 2027"]);
  });

  it("lists dated tasks by planned date, or grouped by assignee with the unassigned last", () => {
    const tasks = [
      task({ Id: 1, PlannedDate: "2026-11-03T16:00:00Z", AssigneeId: 9, AssigneeName: "Zoe Young" }),
      task({ Id: 2, PlannedDate: "2026-11-04T16:00:00Z" }),
      task({ Id: 3, PlannedDate: "2026-11-05T16:00:00Z", AssigneeId: 4, AssigneeName: "Ann Berg" }),
      task({ Id: 4 }),
    ];
    expect(tasks.filter(isDated).map((t) => t.Id)).toEqual([1, 2, 3]);
    expect(planGroups(tasks, "planned")[0]!.tasks.map((t) => t.Id)).toEqual([1, 2, 3]);
    expect(planGroups(tasks, "assignee").map((g) => [g.title, g.tasks.map((t) => t.Id)])).toEqual([
      ["Ann Berg", [3]],
      ["Zoe Young", [1]],
      ["Unassigned", [2]],
    ]);
  });
});
