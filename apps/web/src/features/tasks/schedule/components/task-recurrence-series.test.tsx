import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import type { RecurrenceSeries } from "@fieldstead/domain";
import { renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { recurrenceSeriesQuery } from "../api/get-task-recurrence-series.ts";
import { json } from "../../components/task-test-data.ts";
import { recurrenceText, TaskRecurrenceSeries } from "./task-recurrence-series.tsx";

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
let series: RecurrenceSeries;

const show = (taskId = 7) => renderSignedIn(<TaskRecurrenceSeries taskId={taskId} />, { route: "/" });

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => json(series));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("a task's recurrence series", () => {
  it.each([
    [{ Every: 1, Unit: "Week", Until: null }, "Repeats every week"],
    [{ Every: 2, Unit: "Month", Until: "2027-03-31" }, "Repeats every 2 months until Mar 31, 2027"],
    [{ Every: 45, Unit: "Minute", Until: null }, "Repeats every 45 minutes"],
    [{ Every: 1, Unit: "Quarter", Until: null }, "Repeats every quarter"],
  ] as const)("reads %o as '%s'", (recurrence, text) => {
    expect(recurrenceText(recurrence)).toBe(text);
  });

  it("lists the occurrences with their planned dates and statuses, this one marked, the others linked", async () => {
    series = {
      TaskId: 7,
      SeriesId: 5,
      Recurrence: { Every: 1, Unit: "Month", Until: null },
      Occurrences: [
        {
          Id: 5,
          WorkOrderNumber: "WO-2026-00005",
          PlannedDate: "2026-10-31T15:00:00Z",
          StatusId: 2,
          StatusName: "Completed",
        },
        {
          Id: 7,
          WorkOrderNumber: "WO-2026-00007",
          PlannedDate: "2026-11-30T16:00:00Z",
          StatusId: 12,
          StatusName: "Assigned to Technician",
        },
      ],
    };
    show();
    const list = await screen.findByRole("list", { name: "Occurrences" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(within(first!).getByRole("link", { name: "WO-2026-00005" }).getAttribute("href")).toBe(
      "/TaskOperations/details/5",
    );
    expect(first!.textContent).toContain("Oct 31, 2026 09:00 AM");
    expect(first!.textContent).toContain("Completed");
    expect(within(second!).queryByRole("link")).toBeNull();
    expect(second!.textContent).toContain("This one");
    expect(screen.getByText(/^Repeats every month/)).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toContain("/Task/GetRecurrenceSeries?Id=7");
  });

  it("shows nothing for a task that does not recur", async () => {
    series = { TaskId: 7, SeriesId: null, Recurrence: null, Occurrences: [] };
    const { container, client } = show();
    await vi.waitFor(() =>
      expect(client.getQueryState(recurrenceSeriesQuery(7).queryKey)?.status).toBe("success"),
    );
    expect(container.textContent).toBe("");
  });
});
