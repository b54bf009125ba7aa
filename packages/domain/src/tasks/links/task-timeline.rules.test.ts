import { describe, expect, it } from "vitest";
import { TaskStatus } from "../tasks.enums.ts";
import { buildTaskTimeline, formatDuration, taskStatusIdOfLabel } from "./task-timeline.rules.ts";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const T0 = new Date("2026-03-02T08:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

describe("durations on the timeline", () => {
  it.each([
    [0, "< 1 min"],
    [59_999, "< 1 min"],
    [MIN, "1 min"],
    [45 * MIN + 30_000, "45 min"],
    [2 * HOUR, "2 h"],
    [2 * HOUR + 15 * MIN, "2 h 15 min"],
    [DAY, "1 d"],
    [3 * DAY + 4 * HOUR + 59 * MIN, "3 d 4 h"],
    [40 * DAY + 30 * MIN, "40 d"],
  ])("%i ms reads %s", (ms, text) => expect(formatDuration(ms)).toBe(text));
});

describe("a task's timeline", () => {
  const base = {
    createdAt: T0,
    createdByName: "Avery Admin",
    plannedDate: null,
    dueDate: null,
    completedAt: null,
    approvedAt: null,
  };

  it("is one open segment since its creation when it never moved", () => {
    const timeline = buildTaskTimeline({
      ...base,
      statusId: TaskStatus.NotStarted,
      moves: [],
      now: at(2 * HOUR + 15 * MIN),
    });
    expect(timeline.Segments).toEqual([
      {
        StatusId: TaskStatus.NotStarted,
        StatusName: "Not Started",
        From: T0.toISOString(),
        To: null,
        DurationMs: 2 * HOUR + 15 * MIN,
        ByName: "Avery Admin",
      },
    ]);
    expect(timeline.Points).toEqual([{ Kind: "Created", Label: "Created", At: T0.toISOString() }]);
  });

  it("has a segment per status, each closed by the next move, in the order they happened", () => {
    const timeline = buildTaskTimeline({
      ...base,
      statusId: TaskStatus.InProgress,
      moves: [
        { at: at(3 * HOUR), from: "Traveling to Location", to: "In Progress", byName: "Marcus Reyes" },
        { at: at(HOUR), from: "Assigned to Technician", to: "Traveling to Location", byName: "Marcus Reyes" },
      ],
      plannedDate: at(DAY),
      dueDate: at(-HOUR),
      now: at(5 * HOUR),
    });
    expect(timeline.Segments.map((s) => [s.StatusId, s.DurationMs, s.ByName, s.To !== null])).toEqual([
      [TaskStatus.AssignedToTechnician, HOUR, "Avery Admin", true],
      [TaskStatus.TravelingToLocation, 2 * HOUR, "Marcus Reyes", true],
      [TaskStatus.InProgress, 2 * HOUR, "Marcus Reyes", false],
    ]);
    expect(timeline.Segments[1]).toMatchObject({
      From: at(HOUR).toISOString(),
      To: at(3 * HOUR).toISOString(),
    });
    expect(timeline.Points.map((p) => p.Kind)).toEqual(["Due", "Created", "Planned"]);
    expect(timeline.Now).toBe(at(5 * HOUR).toISOString());
  });

  it("starts a move recorded before the creation at the creation, and keeps a status it cannot name", () => {
    const timeline = buildTaskTimeline({
      ...base,
      statusId: TaskStatus.Completed,
      moves: [{ at: at(-DAY), from: "Somewhere", to: "Completed", byName: null }],
      completedAt: at(HOUR),
      now: at(2 * HOUR),
    });
    expect(timeline.Segments.map((s) => [s.StatusId, s.StatusName, s.DurationMs])).toEqual([
      [null, "Somewhere", 0],
      [TaskStatus.Completed, "Completed", 2 * HOUR],
    ]);
    expect(timeline.Points.at(-1)).toMatchObject({ Kind: "Completed", At: at(HOUR).toISOString() });
  });

  it("shows a reviewer's approval as the point 'Approved' after the work was completed, not as a status", () => {
    const timeline = buildTaskTimeline({
      ...base,
      statusId: TaskStatus.Completed,
      moves: [
        { at: at(HOUR), from: "Assigned to Technician", to: "Accepted", byName: "Marcus Reyes" },
        { at: at(2 * HOUR), from: "Accepted", to: "In Progress", byName: "Marcus Reyes" },
        { at: at(3 * HOUR), from: "In Progress", to: "Completed", byName: "Marcus Reyes" },
      ],
      completedAt: at(3 * HOUR),
      approvedAt: at(5 * HOUR),
      now: at(6 * HOUR),
    });
    expect(timeline.Segments.map((s) => s.StatusName)).toEqual([
      "Assigned to Technician",
      "Accepted",
      "In Progress",
      "Completed",
    ]);
    expect(timeline.Points.slice(-2)).toEqual([
      { Kind: "Completed", Label: "Completed", At: at(3 * HOUR).toISOString() },
      { Kind: "Approved", Label: "Approved", At: at(5 * HOUR).toISOString() },
    ]);
  });

  it.each([
    ["In Progress", TaskStatus.InProgress],
    ["accepted by customer", TaskStatus.AcceptedByCustomer],
    ["No such status", null],
    [null, null],
  ])("reads the status label %s as %s", (label, id) => expect(taskStatusIdOfLabel(label)).toBe(id));
});
