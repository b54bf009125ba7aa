import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { ConfirmHost } from "../../../../components/ui/confirm-host.tsx";
import { SnackbarHost } from "../../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../../lib/snackbar.ts";
import { renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { PaymentProcessingPage } from "./payment-processing-page.tsx";
import { json, PAYER, PROCESSED_RUN, QUEUE, READER } from "./payment-processing-test-data.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const sent = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
const reads = (path: string) => fetchMock.mock.calls.filter(([url]) => url.includes(path)).length;

const show = (modules = PAYER) =>
  renderSignedIn(
    <>
      <PaymentProcessingPage />
      <ConfirmHost />
      <SnackbarHost />
    </>,
    { modules, route: "/PaymentProcessing" },
  );

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Billing/GetPaymentQueue")) return json(QUEUE);
    if (url.includes("/Billing/GetPaymentRun?")) return json(PROCESSED_RUN);
    if (url.includes("/Billing/InitiatePaymentRun"))
      return json({
        StatusCode: 0,
        StatusMessage: "Payment run PR-000003 initiated: 2 bills, 3,500.50.",
        Run: PROCESSED_RUN,
      });
    if (url.includes("/Billing/ProcessPaymentRun"))
      return json({
        StatusCode: 0,
        StatusMessage: "Payment run PR-000002 processed: 2 payments, 2,500.00.",
        Run: PROCESSED_RUN,
      });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

describe("Payment Processing", () => {
  it("shows the bills waiting with their total, and the runs with their status", async () => {
    show();
    expect(screen.getByRole("heading", { name: "Payment Processing" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Bills awaiting payment" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(5);
    for (const text of ["LSE-2026-00072", "Acme Properties", "North Tower", "Sep 16, 2026", "2,500.50"])
      expect(within(rows[2]!).getByText(text)).toBeTruthy();
    expect(within(rows[4]!).getByText("3,750.50")).toBeTruthy();
    expect(screen.getByLabelText("Queue totals").textContent).toBe("3 bills · 3,750.50");

    const runs = screen.getByRole("table", { name: "Payment runs" });
    const [, waiting, processed] = within(runs).getAllByRole("row");
    expect(within(waiting!).getByText("Awaiting processing")).toBeTruthy();
    expect(within(waiting!).getByRole("button", { name: "Process run PR-000002" })).toBeTruthy();
    expect(within(processed!).getByText("Processed")).toBeTruthy();
    expect(within(processed!).queryByRole("button", { name: /Process run/ })).toBeNull();
  });

  it("initiates a run of the chosen bills after a confirmation naming their count and total", async () => {
    const { user } = show();
    const initiate = await screen.findByRole("button", { name: "Initiate payment run" });
    expect(initiate.hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: /^Select LSE-2026-00071/ }));
    await user.click(screen.getByRole("checkbox", { name: /^Select LSE-2026-00072/ }));
    expect(screen.getByLabelText("Chosen bills").textContent).toBe("2 bills chosen · 3,500.50");

    await user.click(initiate);
    const dialog = await screen.findByRole("dialog", { name: "Initiate payment run?" });
    expect(dialog.textContent).toContain("2 bills for 3,500.50");
    await user.click(within(dialog).getByRole("button", { name: "Initiate" }));
    await waitFor(() => expect(sent("/Billing/InitiatePaymentRun")).toHaveLength(1));
    const [body] = sent("/Billing/InitiatePaymentRun");
    expect(body!.PeriodIds).toEqual([71, 72]);
    expect(body!.RequestId).toMatch(UUID);
    expect((await screen.findByRole("status")).textContent).toContain("PR-000003 initiated");
    await waitFor(() => expect(reads("/Billing/GetPaymentQueue")).toBe(2));
  });

  it("chooses every bill at once, and sends nothing when the confirmation is cancelled", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("checkbox", { name: "Select all bills" }));
    expect(screen.getByLabelText("Chosen bills").textContent).toBe("3 bills chosen · 3,750.50");
    await user.click(screen.getByRole("button", { name: "Initiate payment run" }));
    const dialog = await screen.findByRole("dialog", { name: "Initiate payment run?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent("/Billing/InitiatePaymentRun")).toEqual([]);
  });

  it("processes a run after a confirmation, with a request id", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Process run PR-000002" }));
    const dialog = await screen.findByRole("dialog", { name: "Process PR-000002?" });
    expect(dialog.textContent).toContain("2 bills for 2,500.00 will be paid");
    await user.click(within(dialog).getByRole("button", { name: "Process run" }));
    await waitFor(() => expect(sent("/Billing/ProcessPaymentRun")).toHaveLength(1));
    expect(sent("/Billing/ProcessPaymentRun")[0]).toMatchObject({
      Id: 2,
      RequestId: expect.stringMatching(UUID),
    });
    expect((await screen.findByRole("status")).textContent).toContain("PR-000002 processed");
  });

  it("shows a run's bills with their transaction ids", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "View bills of PR-000001" }));
    const dialog = await screen.findByRole("dialog", { name: "PR-000001" });
    const items = await within(dialog).findByRole("table", { name: "Bills of the run" });
    const [, row] = within(items).getAllByRole("row");
    for (const text of ["LSE-2026-00060", "900.00", "TX-PR-000001-1", "Paid"])
      expect(within(row!).getByText(text)).toBeTruthy();
  });

  it("offers neither choosing nor the run steps to a role without them", async () => {
    show(READER);
    await screen.findByRole("table", { name: "Bills awaiting payment" });
    expect(screen.queryAllByRole("checkbox")).toEqual([]);
    expect(screen.queryByRole("button", { name: "Initiate payment run" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Process run/ })).toBeNull();
    expect(screen.getByRole("button", { name: "View bills of PR-000002" })).toBeTruthy();
  });
});

describe("Payment Processing on a phone", () => {
  const nativeMatchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({
      ...nativeMatchMedia(query),
      matches: query.includes("max-width"),
    });
  });
  afterEach(() => {
    window.matchMedia = nativeMatchMedia;
  });

  it("shows the bills and the runs as cards, the bills still chosen by their checkboxes", async () => {
    const { user } = show();
    const bills = within(await screen.findByRole("list", { name: "Bills awaiting payment" })).getAllByRole(
      "listitem",
    );
    expect(bills).toHaveLength(3);
    expect(screen.queryByRole("table")).toBeNull();
    await user.click(within(bills[2]!).getByRole("checkbox"));
    expect(screen.getByLabelText("Chosen bills").textContent).toBe("1 bill chosen · 250.00");
    await user.click(screen.getByRole("button", { name: "Choose all" }));
    expect(screen.getByLabelText("Chosen bills").textContent).toBe("3 bills chosen · 3,750.50");
    const runs = within(screen.getByRole("list", { name: "Payment runs" })).getAllByRole("listitem");
    expect(runs.map((card) => card.getAttribute("aria-label"))).toEqual(["PR-000002", "PR-000001"]);
  });
});
