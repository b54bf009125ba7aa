import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { BatchStatus, ModuleId, AccessRightType, type BillingOverviewReply } from "@fieldstead/domain";
import { grantedModule, renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { BillingOverviewPage, monthLabel } from "./billing-overview-page.tsx";

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );

const OVERVIEW: BillingOverviewReply = {
  Period: "2026-11",
  Batches: [
    { StatusId: BatchStatus.Draft, StatusName: "Draft", Count: 0 },
    { StatusId: BatchStatus.RequestForReview, StatusName: "Request for Review", Count: 1 },
    { StatusId: BatchStatus.Locked, StatusName: "Locked", Count: 2 },
  ],
  Billed: [{ Currency: "USD", Amount: "12450.50" }],
  Collected: [],
  Overdue: [
    { Currency: "EUR", Amount: "300.00" },
    { Currency: "USD", Amount: "1200.00" },
  ],
  OpenReceiptCount: 3,
};

const fetchMock = vi.fn<(url: string) => Promise<Response>>();
const show = () =>
  renderSignedIn(<BillingOverviewPage />, {
    route: "/billing",
    modules: [grantedModule(ModuleId.Billing, 0, AccessRightType.ReadWrite)],
  });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the billing overview", () => {
  it("shows the month's amounts per currency, the batches by state and the payments to match", async () => {
    fetchMock.mockImplementation(() => json(OVERVIEW));
    show();
    await screen.findByText("Billed in November 2026");
    screen.getByText("USD 12,450.50");
    screen.getByText("EUR 300.00 · USD 1,200.00");
    expect(screen.getByText("Collected in November 2026").nextSibling?.textContent).toBe("0.00");
    screen.getByText("Request for Review: 1");
    screen.getByText("3 payments received are waiting to be matched.");
    expect(screen.getByRole("link", { name: /^Invoicing/ }).getAttribute("href")).toBe("/billing/invoicing");
  });

  it("says access is not permitted when the server refuses the role", async () => {
    fetchMock.mockImplementation(() =>
      json({ StatusMessage: "You do not have permission for this action" }, 403),
    );
    show();
    await screen.findByText("Access not permitted.");
  });

  it.each([
    ["2026-01", "January 2026"],
    ["2026-12", "December 2026"],
  ])("names the month %s '%s'", (period, label) => {
    expect(monthLabel(period)).toBe(label);
  });
});
