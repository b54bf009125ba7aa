import { describe, expect, it } from "vitest";
import type { ScheduleTask } from "@fieldstead/domain";
import {
  anchorFrom,
  boardColours,
  cellKey,
  dayLabel,
  dayOfTask,
  groupTasks,
  isRealMove,
  movedTask,
  rangeLabel,
  rangeOf,
  stepAnchor,
} from "./schedule-board.rules.ts";

const task = (over: Partial<ScheduleTask> = {}): ScheduleTask => ({
  Id: 1,
  WorkOrderNumber: "WO-2026-00001",
  Summary: "Service the boiler",
  StatusId: 12,
  StatusName: "Assigned to Technician",
  PriorityId: 2,
  PriorityName: "Medium",
  AssigneeId: 5,
  AssigneeName: "Marcus Reyes",
  PlannedDate: "2026-11-24T16:00:00.000Z",
  DueDate: "2026-11-26T00:00:00.000Z",
  LocationId: null,
  LocationName: null,
  ProjectId: null,
  ProjectName: null,
  IsLocked: false,
  CanMove: true,
  ...over,
});

describe("the schedule board", () => {
  it("shows the Monday-to-Sunday week of a day", () => {
    expect(rangeOf("week", "2026-11-25")).toEqual({
      from: "2026-11-23",
      to: "2026-11-29",
      days: [
        "2026-11-23",
        "2026-11-24",
        "2026-11-25",
        "2026-11-26",
        "2026-11-27",
        "2026-11-28",
        "2026-11-29",
      ],
    });
  });

  it.each([
    ["2026-11-25", "2026-10-26", "2026-12-06", 42],
    ["2027-02-10", "2027-02-01", "2027-02-28", 28],
    ["2026-03-31", "2026-02-23", "2026-04-05", 42],
  ])("shows the whole weeks of the month of %s: %s to %s", (anchor, from, to, count) => {
    const range = rangeOf("month", anchor);
    expect([range.from, range.to, range.days.length]).toEqual([from, to, count]);
  });

  it.each([
    ["week", "2026-11-25", -1, "2026-11-16"],
    ["week", "2026-11-25", 1, "2026-11-30"],
    ["month", "2026-12-31", 1, "2027-01-01"],
    ["month", "2026-03-31", -1, "2026-02-01"],
  ] as const)("steps a %s from %s by %i to %s", (view, anchor, direction, expected) => {
    expect(stepAnchor(view, anchor, direction)).toBe(expected);
  });

  it("reads the anchor day from the address, today when it is not a day", () => {
    expect(anchorFrom("2026-12-01", "2026-11-22")).toBe("2026-12-01");
    expect(anchorFrom("2026-02-30", "2026-11-22")).toBe("2026-11-22");
    expect(anchorFrom(null, "2026-11-22")).toBe("2026-11-22");
  });

  it("puts a late-evening work order on its Denver day and sorts each cell by time", () => {
    const late = task({ Id: 2, PlannedDate: "2026-11-25T04:00:00.000Z" });
    const early = task({ Id: 3, PlannedDate: "2026-11-24T15:00:00.000Z" });
    expect(dayOfTask(late)).toBe("2026-11-24");
    const groups = groupTasks([task(), late, early], (t) => cellKey(t.AssigneeId, dayOfTask(t)));
    expect(groups.get("5|2026-11-24")?.map((t) => t.Id)).toEqual([3, 1, 2]);
    expect(cellKey(null, "2026-11-24")).toBe("none|2026-11-24");
  });

  it("moves a work order as the server will: same time of day, due date as many days later", () => {
    const moved = movedTask(task(), { assigneeId: 9, assigneeName: "Elena Fischer", day: "2026-11-27" });
    expect(moved).toMatchObject({
      AssigneeId: 9,
      AssigneeName: "Elena Fischer",
      PlannedDate: "2026-11-27T16:00:00.000Z",
      DueDate: "2026-11-29T00:00:00.000Z",
    });
    expect(isRealMove(task(), { assigneeId: 5, assigneeName: null, day: "2026-11-24" })).toBe(false);
    expect(isRealMove(task(), { assigneeId: 5, assigneeName: null, day: "2026-11-25" })).toBe(true);
    expect(isRealMove(task(), { assigneeId: null, assigneeName: null, day: "2026-11-24" })).toBe(true);
  });

  it("hands the 8 colours out in turn: the rows first, then other assignees", () => {
    const rows = Array.from({ length: 9 }, (_, i) => ({ Id: 100 + i, Name: `Person ${i}` }));
    const colours = boardColours(rows, [task({ AssigneeId: 7 }), task({ AssigneeId: 101 })]);
    expect(colours.get(100)).toBe(0);
    expect(colours.get(107)).toBe(7);
    expect(colours.get(108)).toBe(0);
    expect(colours.get(7)).toBe(1);
  });

  it("labels days and ranges", () => {
    expect(dayLabel("2026-11-23")).toBe("Mon, Nov 23");
    expect(rangeLabel("week", "2026-11-25", rangeOf("week", "2026-11-25"))).toBe("Nov 23 – Nov 29, 2026");
    expect(rangeLabel("month", "2026-11-25", rangeOf("month", "2026-11-25"))).toBe("November 2026");
  });
});
