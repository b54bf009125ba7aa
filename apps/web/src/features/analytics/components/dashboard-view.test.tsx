import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes, useLocation } from "react-router";
import { screen, waitFor, within } from "@testing-library/react";
import { renderSignedIn } from "../../../test/session-fixtures.tsx";
import { DRILL_DOWN, json, WORK_ORDERS } from "./analytics-test-data.ts";
import { DashboardsPage } from "./dashboards-page.tsx";

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url.endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const Address = () => {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
};

const show = (route: string) =>
  renderSignedIn(
    <>
      <Routes>
        <Route path="/DynamicDashboard/*" element={<DashboardsPage />} />
        <Route path="/no-rights" element={<p>Access not permitted.</p>} />
        <Route path="/TaskOperations/details/:id" element={<p>Work order page</p>} />
      </Routes>
      <Address />
    </>,
    { route },
  );
const address = () => screen.getByRole("status", { name: "Address" }).textContent;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    if (url.endsWith("/Analytics/GetDashboardData")) {
      const body = JSON.parse(String(init?.body)) as { LocationId?: number };
      return json({ ...WORK_ORDERS, LocationName: body.LocationId ? "Denver Tech Center Campus" : null });
    }
    if (url.endsWith("/Analytics/GetDashboardDrillDown")) return json(DRILL_DOWN);
    if (url.endsWith("/Location/SearchLocations"))
      return json({
        Locations: [
          {
            Id: 9,
            Code: "DTC",
            Name: "Denver Tech Center Campus",
            LevelId: 1,
            Path: "",
            IsWarehouse: false,
            Status: "Active",
          },
        ],
      });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("a dashboard in the portal", () => {
  it("asks for the filters the address holds, and shows them", async () => {
    show("/DynamicDashboard/1447?From=2026-01-01&To=2026-03-31&LocationId=9");
    expect(await screen.findByRole("heading", { level: 1, name: "Work Orders" })).toBeTruthy();
    expect(bodiesOf("/GetDashboardData")[0]).toEqual({
      DashboardId: 1447,
      From: "2026-01-01",
      To: "2026-03-31",
      LocationId: 9,
    });
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-01-01");
    expect((screen.getByLabelText("To") as HTMLInputElement).value).toBe("2026-03-31");
    await waitFor(() =>
      expect((screen.getByRole("combobox", { name: "Location" }) as HTMLInputElement).value).toBe(
        "Denver Tech Center Campus",
      ),
    );
    expect(screen.getByText("Acme Facilities · Updated Mar 10, 2026 10:05 AM")).toBeTruthy();
  });

  it("keeps each filter set in the address, asks again, and clears them all", async () => {
    const { user } = show("/DynamicDashboard/1447");
    await screen.findByRole("region", { name: "Open Work Orders" });
    expect(bodiesOf("/GetDashboardData")[0]).toEqual({ DashboardId: 1447 });
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();

    await user.type(screen.getByLabelText("From"), "2026-02-01");
    await waitFor(() => expect(address()).toBe("/DynamicDashboard/1447?From=2026-02-01"));
    await user.click(screen.getByRole("combobox", { name: "Location" }));
    await user.click(await screen.findByRole("option", { name: /Denver Tech Center Campus/ }));
    await waitFor(() => expect(address()).toBe("/DynamicDashboard/1447?From=2026-02-01&LocationId=9"));
    await waitFor(() =>
      expect(bodiesOf("/GetDashboardData").at(-1)).toEqual({
        DashboardId: 1447,
        From: "2026-02-01",
        LocationId: 9,
      }),
    );

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(address()).toBe("/DynamicDashboard/1447"));
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("");
  });

  it("does not ask for a range that runs backwards, and says why", async () => {
    show("/DynamicDashboard/1447?From=2026-03-02&To=2026-03-01");
    expect(await screen.findByText("To must not be before From.")).toBeTruthy();
    expect(bodiesOf("/GetDashboardData")).toEqual([]);
  });

  it("lists the records behind a figure, each opening its record", async () => {
    const { user } = show("/DynamicDashboard/1447?LocationId=9");
    await user.click(
      await screen.findByRole("button", { name: "Open Work Orders: 1,234. Show the records" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Open by Status: Not Started" });
    expect(bodiesOf("/GetDashboardDrillDown")).toEqual([
      { DashboardId: 1447, WidgetKey: "open", DrillKey: "open", LocationId: 9 },
    ]);
    const rows = within(dialog).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Work orderStatusDue",
      "WO-000041 Replace filterNot StartedMar 12, 2026",
      "WO-000040 Inspect roofNot StartedMar 11, 2026",
    ]);
    expect(within(dialog).getByText("Showing 2 of 250")).toBeTruthy();
    // A record without a page of its own is not a link.
    expect(within(rows[2]!).queryByRole("link")).toBeNull();
    await user.click(within(dialog).getByRole("link", { name: "WO-000041 Replace filter" }));
    expect(await screen.findByText("Work order page")).toBeTruthy();
    expect(address()).toBe("/TaskOperations/details/41");
  });

  it("sends a role that may not see the dashboard to the no-rights page", async () => {
    fetchMock.mockImplementation(async () => json({ StatusMessage: "Not allowed." }, 403));
    show("/DynamicDashboard/1447");
    expect(await screen.findByText("Access not permitted.")).toBeTruthy();
  });

  it("shows the server's message when it refuses the filters", async () => {
    fetchMock.mockImplementation(async () =>
      json(
        {
          StatusMessage: "No location has the id 999.",
          fields: [{ field: "LocationId", message: "No location has the id 999." }],
        },
        400,
      ),
    );
    show("/DynamicDashboard/1447?LocationId=999");
    expect(await screen.findByText("No location has the id 999.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Work Orders" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeTruthy();
  });
});
