import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { TaskStatus, type TaskTimeline } from "@fieldstead/domain";
import { renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { TaskTimelineTab } from "./task-timeline-tab.tsx";
import { json } from "../../components/task-test-data.ts";

const MIN = 60_000;
const HOUR = 60 * MIN;

const TIMELINE: TaskTimeline = {
  TaskId: 7,
  Now: "2026-11-24T14:15:00Z",
  Segments: [
    {
      StatusId: TaskStatus.AssignedToTechnician,
      StatusName: "Assigned to Technician",
      From: "2026-11-20T08:00:00Z",
      To: "2026-11-20T10:00:00Z",
      DurationMs: 2 * HOUR,
      ByName: "Avery Admin",
    },
    {
      StatusId: TaskStatus.TravelingToLocation,
      StatusName: "Traveling to Location",
      From: "2026-11-20T10:00:00Z",
      To: "2026-11-20T12:15:00Z",
      DurationMs: 2 * HOUR + 15 * MIN,
      ByName: "Marcus Reyes",
    },
    {
      StatusId: TaskStatus.InProgress,
      StatusName: "In Progress",
      From: "2026-11-20T12:15:00Z",
      To: null,
      DurationMs: 4 * 24 * HOUR + 2 * HOUR,
      ByName: "Marcus Reyes",
    },
  ],
  Points: [
    { Kind: "Created", Label: "Created", At: "2026-11-20T08:00:00Z" },
    { Kind: "Due", Label: "Due", At: "2026-11-22T23:00:00Z" },
  ],
};

const fetchMock = vi.fn<(url: string) => Promise<Response>>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => json(TIMELINE));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the Timeline tab", () => {
  it("lists each status with its start, end, duration and who moved it; the last one lasts until now", async () => {
    renderSignedIn(<TaskTimelineTab taskId={7} />);
    const table = await screen.findByRole("table", { name: "Statuses" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ["Assigned to Technician", "Nov 20, 2026 01:00 AM", "Nov 20, 2026 03:00 AM", "2 h", "Avery Admin"],
      [
        "Traveling to Location",
        "Nov 20, 2026 03:00 AM",
        "Nov 20, 2026 05:15 AM",
        "2 h 15 min",
        "Marcus Reyes",
      ],
      ["In Progress", "Nov 20, 2026 05:15 AM", "Now", "4 d 2 h", "Marcus Reyes"],
    ]);
    expect(fetchMock.mock.calls[0]![0]).toContain("/Task/GetTaskTimeline?Id=7");
  });

  it("draws the statuses to scale and marks the task's dates", async () => {
    renderSignedIn(<TaskTimelineTab taskId={7} />);
    const chart = await screen.findByRole("img", { name: /^Statuses over time/ });
    expect(chart.getAttribute("aria-label")).toBe(
      "Statuses over time: Assigned to Technician 2 h, Traveling to Location 2 h 15 min, In Progress 4 d 2 h",
    );
    const bars = [...chart.children] as HTMLElement[];
    const widths = bars.slice(0, 3).map((b) => parseFloat(b.style.width || getComputedStyle(b).width));
    // 2 h, 2 h 15 min and 98 h of 102 h 15 min: the long stay takes nearly all of the bar.
    expect(widths[2]).toBeGreaterThan(90);
    expect(widths[1]).toBeGreaterThan(widths[0]!);
    const dates = screen.getByLabelText("Dates");
    expect(within(dates).getByText("Due")).toBeTruthy();
    expect(within(dates).getByText("Nov 22, 2026 04:00 PM")).toBeTruthy();
  });
});
