import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { AccessRightType, ModuleId } from "@fieldstead/domain";
import { SnackbarHost } from "../../../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../../../lib/snackbar.ts";
import { grantedModule, renderSignedIn } from "../../../../../test/session-fixtures.tsx";
import { json, RECEIPT } from "../receipts-test-data.ts";
import { PaymentsTab } from "./payments-tab.tsx";

const { ReadOnly, ReadWrite } = AccessRightType;
const recon = (level: number) => [
  grantedModule(ModuleId.Billing, 0, level),
  grantedModule(ModuleId.BillingFinancialRecon, ModuleId.Billing, level),
];
const WRITE_BUTTONS = ["Record payment", "Import bank statement", "Match automatically"];

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const listBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes("/Billing/GetReceiptList"))
    .map(([, init]) => JSON.parse(String(init?.body)) as { FilterModel: Record<string, unknown> });
let matched = 5;

const show = (modules = recon(ReadWrite), route = "/billing/financialRecon") =>
  renderSignedIn(
    <>
      <PaymentsTab />
      <SnackbarHost />
    </>,
    { modules, route },
  );

beforeEach(() => {
  matched = 5;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Billing/GetReceiptList"))
      return json({ Rows: [RECEIPT], TotalCount: 1, NextCursor: null });
    if (url.includes("/Billing/AutoMatchReceipts"))
      return json({ StatusCode: 0, StatusMessage: "Done.", MatchBatchId: 4, Matched: matched });
    if (url.includes("GetGridFilters")) return json({ GridFilters: [] });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

// The first grid of a run loads AG Grid, which takes a while on a busy machine.
describe("the payments received", { timeout: 60_000 }, () => {
  it("keep unmatched and partly matched payments in view by default", async () => {
    show();
    await waitFor(() => expect(listBodies().length).toBeGreaterThan(0), { timeout: 30_000 });
    expect(listBodies()[0]!.FilterModel.MatchState).toEqual({
      filterType: "set",
      values: ["Unmatched", "Partly matched"],
    });
    expect(screen.getByRole("tab", { name: "Open", selected: true })).toBeTruthy();
  });

  it("show every payment under All", async () => {
    show(recon(ReadWrite), "/billing/financialRecon?match=All");
    await waitFor(() => expect(listBodies().length).toBeGreaterThan(0));
    expect(listBodies()[0]!.FilterModel.MatchState).toBeUndefined();
  });

  it.each([
    [5, "Matched 5 payments."],
    [0, "No payment could be matched automatically."],
  ])("say how many payments automatic matching matched (%i)", async (count, message) => {
    matched = count;
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Match automatically" }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("offer no writing to a role that may only look", async () => {
    show(recon(ReadOnly));
    await waitFor(() => expect(listBodies().length).toBeGreaterThan(0));
    for (const name of WRITE_BUTTONS) expect(screen.queryByRole("button", { name })).toBeNull();
  });
});
