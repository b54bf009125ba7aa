import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes, useLocation } from "react-router";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { BillingReportKind, calendarDayOf, type BillingReport } from "@fieldstead/domain";
import { renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { BillingReportsPage, CHOOSE_REPORT } from "./billing-reports-page.tsx";
import { defaultRange } from "./report-params.ts";
import { AGING, HARBOR_FOODS, json, REPORTS_MANAGER, REPORTS_READER, REVENUE } from "./reports-test-data.ts";

const NATIVE_OBJECT_URLS = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const sent = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
let answerDownload: () => Response;

const REPORTS: Readonly<Record<number, BillingReport>> = {
  [BillingReportKind.Revenue]: REVENUE,
  [BillingReportKind.Aging]: AGING,
};

/** The page's address as the router has it, to see what Run wrote there. */
const AddressProbe = () => <output aria-label="Address">{useLocation().search}</output>;

const show = (route = "/billing/reports", modules = REPORTS_MANAGER) =>
  renderSignedIn(
    <Routes>
      <Route
        path="/billing/reports"
        element={
          <>
            <BillingReportsPage />
            <AddressProbe />
          </>
        }
      />
      <Route path="/reportManagement" element={<p>Report Management</p>} />
    </Routes>,
    { route, modules },
  );
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const helperOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent;
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) =>
      within(row)
        .queryAllByRole("cell")
        .map((c) => c.textContent),
    );

beforeEach(() => {
  fetchMock.mockReset();
  answerDownload = () =>
    new Response(new Blob(["report"]), {
      status: 200,
      headers: { "Content-Disposition": 'attachment; filename="revenue.xlsx"' },
    });
  fetchMock.mockImplementation(async (url, init) => {
    if (url.includes("/Billing/RunBillingReport")) {
      const { Kind } = JSON.parse(String(init?.body)) as { Kind: number };
      return json(REPORTS[Kind] ?? REVENUE);
    }
    if (url.includes("/Billing/DownloadBillingReport")) return answerDownload();
    if (url.includes("/Billing/SaveBillingReportDefinition"))
      return json({ StatusCode: 0, StatusMessage: "Report saved.", Id: 13 });
    if (url.includes("/Billing/GetClientList"))
      return json({ Rows: [HARBOR_FOODS], TotalCount: 1, NextCursor: null });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
  Object.assign(URL, { createObjectURL: () => "blob:report", revokeObjectURL: () => undefined });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(URL, NATIVE_OBJECT_URLS);
});

describe("choosing a report", () => {
  it("opens on revenue over the last three months, and runs nothing until asked", async () => {
    show();
    expect(screen.getByRole("heading", { name: "Billing Reports" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Report" }).textContent).toBe("Revenue by client and period");
    const { from, to } = defaultRange(new Date());
    expect(input(/^From/).value).toBe(from);
    expect(input(/^To/).value).toBe(to);
    expect(screen.getByText(CHOOSE_REPORT)).toBeTruthy();
    expect(sent("/Billing/RunBillingReport")).toEqual([]);
  });

  it("asks a day for aging and arrears, and a range of months for the others", async () => {
    const { user } = show();
    await user.click(screen.getByRole("combobox", { name: "Report" }));
    await user.click(await screen.findByRole("option", { name: "Aging of receivables" }));
    expect(input(/^As of/).value).toBe(calendarDayOf(new Date()));
    expect(screen.queryByLabelText(/^From/)).toBeNull();
    expect(screen.queryByLabelText(/^To/)).toBeNull();

    await user.click(screen.getByRole("combobox", { name: "Report" }));
    await user.click(await screen.findByRole("option", { name: "Tax collected" }));
    expect(screen.queryByLabelText(/^As of/)).toBeNull();
    expect(input(/^From/)).toBeTruthy();
    expect(input(/^To/)).toBeTruthy();
    // The client stays optional for every report.
    expect(screen.getByRole("combobox", { name: "Client" })).toBeTruthy();
  });

  it("shows the schema's message beside a field that is wrong, and runs nothing", async () => {
    const { user } = show();
    fireEvent.change(input(/^From/), { target: { value: "2026-11" } });
    fireEvent.change(input(/^To/), { target: { value: "2026-09" } });
    await user.click(screen.getByRole("button", { name: "Run" }));
    expect(helperOf(input(/^To/))).toBe("ToPeriod is before FromPeriod.");
    expect(sent("/Billing/RunBillingReport")).toEqual([]);
  });
});

describe("running a report", () => {
  it("sends the parameters, writes them to the address and shows the subtitle, rows and totals", async () => {
    const { user } = show();
    fireEvent.change(input(/^From/), { target: { value: "2026-09" } });
    fireEvent.change(input(/^To/), { target: { value: "2026-11" } });
    await user.click(screen.getByRole("button", { name: "Run" }));

    const table = await screen.findByRole("table", { name: "Revenue by client and period" });
    expect(sent("/Billing/RunBillingReport")).toEqual([
      { Kind: BillingReportKind.Revenue, FromPeriod: "2026-09", ToPeriod: "2026-11" },
    ]);
    expect(screen.getByLabelText("Address").textContent).toBe("?kind=1&from=2026-09&to=2026-11");
    expect(screen.getByText("September 2026 – November 2026 · all clients")).toBeTruthy();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Client", "Currency", "Invoices", "Net", "Tax", "Total"]);
    expect(rowTexts(table).slice(1)).toEqual([
      ["Harbor Foods", "USD", "3", "3,600.00", "288.00", "3,888.00"],
      ["Blue Fern", "EUR", "1", "1,250.50", "0.00", "1,250.50"],
      ["Total", "EUR", "1", "1,250.50", "0.00", "1,250.50"],
      ["Total", "USD", "3", "3,600.00", "288.00", "3,888.00"],
    ]);
    // The totals are the table's foot; money lines up on the right.
    const foot = table.querySelector("tfoot")!;
    expect(within(foot).getAllByRole("row")).toHaveLength(2);
    const net = within(table).getByText("3,600.00", { selector: "tbody td" });
    expect(net.className).toContain("alignRight");
    expect(
      await screen.findByRole("img", {
        name: /^Revenue by client and period: Harbor Foods: 2026-09 USD 1,296.00, 2026-10 USD 1,296.00/,
      }),
    ).toBeTruthy();
  });

  it("opens a report from its address already run, its client named", async () => {
    show("/billing/reports?kind=2&asOf=2026-12-01&client=7");
    const table = await screen.findByRole("table", { name: "Aging of receivables" });
    expect(sent("/Billing/RunBillingReport")).toEqual([
      { Kind: BillingReportKind.Aging, AsOf: "2026-12-01", ClientId: 7 },
    ]);
    expect(rowTexts(table)[1]).toEqual(["Harbor Foods", "USD", "1,200.00", "350.50", "1,550.50"]);
    expect(screen.getByRole("combobox", { name: "Report" }).textContent).toBe("Aging of receivables");
    expect(input(/^As of/).value).toBe("2026-12-01");
    await waitFor(() => expect(input(/^Client/).value).toBe("Harbor Foods"));
    // A report without a chart shows none.
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("shows each line as a card on a phone, with no table to scroll sideways", async () => {
    const nativeMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...nativeMatchMedia(query),
      matches: query.includes("max-width"),
    });
    try {
      show("/billing/reports?kind=1&from=2026-09&to=2026-11");
      const cards = within(
        await screen.findByRole("list", { name: "Revenue by client and period" }),
      ).getAllByRole("listitem");
      expect(cards).toHaveLength(4);
      expect(screen.queryByRole("table")).toBeNull();
      expect(within(cards[0]!).getByText("Harbor Foods")).toBeTruthy();
      expect(within(cards[0]!).getByText("3,888.00")).toBeTruthy();
    } finally {
      window.matchMedia = nativeMatchMedia;
    }
  });
});

describe("exporting and saving", () => {
  const ranRevenue = async () => {
    const view = show("/billing/reports?kind=1&from=2026-09&to=2026-11&client=7");
    await screen.findByRole("table", { name: "Revenue by client and period" });
    return view;
  };

  it("exports the report as xlsx and as PDF on the same parameters", async () => {
    const { user } = await ranRevenue();
    await user.click(screen.getByRole("button", { name: "Export xlsx" }));
    await waitFor(() => expect(sent("/Billing/DownloadBillingReport")).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Export PDF" }));
    await waitFor(() => expect(sent("/Billing/DownloadBillingReport")).toHaveLength(2));
    const params = {
      Kind: BillingReportKind.Revenue,
      FromPeriod: "2026-09",
      ToPeriod: "2026-11",
      ClientId: 7,
    };
    expect(sent("/Billing/DownloadBillingReport")).toEqual([
      { ...params, Format: "xlsx" },
      { ...params, Format: "pdf" },
    ]);
  });

  it("says why an export failed", async () => {
    answerDownload = () => json({ StatusMessage: "The report could not be written." }, 500);
    const { user } = await ranRevenue();
    await user.click(screen.getByRole("button", { name: "Export PDF" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The report could not be exported: The report could not be written.");
  });

  it("saves the report's parameters under the name given, and says so", async () => {
    const { user } = await ranRevenue();
    await user.click(screen.getByRole("button", { name: "Save report" }));
    const dialog = await screen.findByRole("dialog", { name: "Save report" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("Name is required.")).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Name/), "Harbor quarter");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(sent("/Billing/SaveBillingReportDefinition")).toEqual([
        {
          Name: "Harbor quarter",
          Params: {
            Kind: BillingReportKind.Revenue,
            FromPeriod: "2026-09",
            ToPeriod: "2026-11",
            ClientId: 7,
          },
        },
      ]),
    );
    expect((await screen.findByText(/Saved as “Harbor quarter”/)).textContent).toContain("Report Management");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("offers neither exports nor saving to a role that may only read", async () => {
    show("/billing/reports?kind=1&from=2026-09&to=2026-11", REPORTS_READER);
    await screen.findByRole("table", { name: "Revenue by client and period" });
    expect(screen.queryByRole("button", { name: "Export xlsx" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Export PDF" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save report" })).toBeNull();
  });
});
