import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { calendarDayOf } from "@fieldstead/domain";
import { renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { BillingReportsPage, REPORTS_TO_COME } from "./billing-reports-page.tsx";
import { NOTHING_OWED } from "./reports/aging-section.tsx";
import { AGING, json } from "./receipts-test-data.ts";

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
let reply = AGING;

const show = () => renderSignedIn(<BillingReportsPage />, { route: "/billing/reports" });
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) =>
      within(row)
        .queryAllByRole("cell")
        .map((c) => c.textContent),
    );

beforeEach(() => {
  reply = AGING;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => json(reply));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the aging of receivables", () => {
  it("asks for today's aging and says which reports are still to come", async () => {
    show();
    expect(screen.getByRole("heading", { name: "Billing Reports" })).toBeTruthy();
    expect(screen.getByText(REPORTS_TO_COME)).toBeTruthy();
    await screen.findByRole("table", { name: "Aging by client" });
    expect(fetchMock.mock.calls[0]![0]).toContain(
      `/Billing/GetAgingReport?AsOf=${calendarDayOf(new Date())}`,
    );
  });

  it("shows each client's amounts by age with its total, and the totals of each currency", async () => {
    show();
    const table = await screen.findByRole("table", { name: "Aging by client" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Client", "Currency", "0–30 days", "31–60 days", "61–90 days", "90+ days", "Total"]);
    expect(rowTexts(table).slice(1)).toEqual([
      ["Harbor Foods", "USD", "1,200.00", "0.00", "0.00", "350.50", "1,550.50"],
      ["North Tower Cafe", "USD", "0.00", "2,000.00", "0.00", "0.00", "2,000.00"],
      ["Blue Fern", "EUR", "0.00", "0.00", "75.25", "0.00", "75.25"],
      ["Total", "EUR", "0.00", "0.00", "75.25", "0.00", "75.25"],
      ["Total", "USD", "1,200.00", "2,000.00", "0.00", "350.50", "3,550.50"],
    ]);
  });

  it("says nothing is owed when no issued invoice owes anything, without a chart or a table", async () => {
    reply = { ...AGING, Clients: [], Totals: [] };
    show();
    expect(await screen.findByText(NOTHING_OWED)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
