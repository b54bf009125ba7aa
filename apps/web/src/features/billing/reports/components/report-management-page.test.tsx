import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes, useLocation } from "react-router";
import { act, screen, waitFor, within } from "@testing-library/react";
import { BillingReportKind, type BillingReportDefinition } from "@fieldstead/domain";
import { ConfirmHost } from "../../../../components/ui/confirm-host.tsx";
import { SnackbarHost } from "../../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../../lib/snackbar.ts";
import { renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { ReportManagementPage } from "./report-management-page.tsx";
import { DEFINITIONS, HARBOR_FOODS, json, REPORTS_MANAGER, REPORTS_READER } from "./reports-test-data.ts";

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url.includes(path));
const sent = (path: string) =>
  calls(path).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
let definitions: BillingReportDefinition[];

/** Billing Reports as the test sees it: the address it was opened at. */
const ReportsProbe = () => {
  const { pathname, search } = useLocation();
  return <p>{`Opened ${pathname}${search}`}</p>;
};

const show = (modules = REPORTS_MANAGER) =>
  renderSignedIn(
    <>
      <Routes>
        <Route path="/reportManagement" element={<ReportManagementPage />} />
        <Route path="/billing/reports" element={<ReportsProbe />} />
      </Routes>
      <ConfirmHost />
      <SnackbarHost />
    </>,
    { route: "/reportManagement", modules },
  );
const rowOf = async (name: string) =>
  (await screen.findByRole("cell", { name })).closest("tr") as HTMLElement;

beforeEach(() => {
  fetchMock.mockReset();
  definitions = DEFINITIONS;
  fetchMock.mockImplementation(async (url, init) => {
    if (url.includes("/Billing/GetBillingReportDefinitions")) return json({ Definitions: definitions });
    if (url.includes("/Billing/GetClientList"))
      return json({ Rows: [HARBOR_FOODS], TotalCount: 1, NextCursor: null });
    if (url.includes("/Billing/SaveBillingReportDefinition"))
      return json({ StatusCode: 0, StatusMessage: "Report saved.", Id: 11 });
    if (url.includes("/Billing/DeleteBillingReportDefinition")) {
      const { Id } = JSON.parse(String(init?.body)) as { Id: number };
      definitions = definitions.filter((d) => d.Id !== Id);
      return json({ StatusCode: 0, StatusMessage: "Report deleted." });
    }
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

describe("Report Management", () => {
  it("lists the saved reports with their report, parameters in words and when they were saved (Denver time)", async () => {
    show();
    expect(screen.getByRole("heading", { name: "Report Management" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Saved reports" });
    const texts = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(0, 4)
          .map((c) => c.textContent),
      );
    expect(texts[0]).toEqual([
      "Quarterly revenue",
      "Revenue by client and period",
      "September 2026 – November 2026 · all clients",
      "Dec 01, 2026 10:30 AM",
    ]);
    // The client's name is looked up by its id; 02:15 UTC on Nov 30 is the evening before in Denver.
    expect(texts).toHaveLength(2);
    await waitFor(() =>
      expect(within(table).getAllByRole("row")[2]!.textContent).toContain(
        "As of Nov 30, 2026 · Harbor Foods",
      ),
    );
    expect(within(table).getByText("Nov 29, 2026 07:15 PM")).toBeTruthy();
  });

  it("runs a saved report by opening Billing Reports on its parameters", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("link", { name: "Run Harbor arrears" }));
    expect(await screen.findByText("Opened /billing/reports?kind=3&asOf=2026-11-30&client=7")).toBeTruthy();
  });

  it("deletes a saved report only once the person confirms, then lists the others", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Delete Quarterly revenue" }));
    let confirm = await screen.findByRole("dialog", { name: "Delete Quarterly revenue?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls("/Billing/DeleteBillingReportDefinition")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete Quarterly revenue" }));
    confirm = await screen.findByRole("dialog", { name: "Delete Quarterly revenue?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(sent("/Billing/DeleteBillingReportDefinition")).toEqual([{ Id: 12 }]));
    expect(await screen.findByText("Report deleted.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Quarterly revenue" })).toBeNull());
    expect(await rowOf("Harbor arrears")).toBeTruthy();
  });

  it("renames a saved report, keeping its parameters", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Rename Harbor arrears" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename Harbor arrears" });
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, "Harbor at month end");
    await user.click(within(dialog).getByRole("button", { name: "Rename" }));
    await waitFor(() =>
      expect(sent("/Billing/SaveBillingReportDefinition")).toEqual([
        {
          Id: 11,
          Name: "Harbor at month end",
          Params: { Kind: BillingReportKind.Arrears, AsOf: "2026-11-30", ClientId: 7 },
        },
      ]),
    );
    expect(await screen.findByText("Renamed to “Harbor at month end”.")).toBeTruthy();
    // The list is read again.
    await waitFor(() => expect(calls("/Billing/GetBillingReportDefinitions")).toHaveLength(2));
  });

  it("lets a role that only reads run saved reports, not rename or delete them", async () => {
    show(REPORTS_READER);
    expect(await screen.findByRole("link", { name: "Run Quarterly revenue" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Rename/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Delete/ })).toBeNull();
  });

  it("says how to save a report when there is none, with a link to Billing Reports", async () => {
    definitions = [];
    const { user } = show();
    expect(await screen.findByText(/No saved reports yet/)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    const links = screen.getAllByRole("link", { name: "Billing Reports" });
    await user.click(links[links.length - 1]!);
    expect(await screen.findByText("Opened /billing/reports")).toBeTruthy();
  });

  it("shows a card per saved report on a phone", async () => {
    const nativeMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...nativeMatchMedia(query),
      matches: query.includes("max-width"),
    });
    try {
      show();
      const cards = within(await screen.findByRole("list", { name: "Saved reports" })).getAllByRole(
        "listitem",
      );
      expect(cards).toHaveLength(2);
      expect(screen.queryByRole("table")).toBeNull();
      expect(within(cards[0]!).getByText("Quarterly revenue")).toBeTruthy();
      expect(within(cards[0]!).getByRole("link", { name: "Run Quarterly revenue" })).toBeTruthy();
    } finally {
      window.matchMedia = nativeMatchMedia;
    }
  });
});
