import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import type { ReconRunDetail } from "@fieldstead/domain";
import { ConfirmHost } from "../../../../components/ui/confirm-host.tsx";
import { SnackbarHost } from "../../../../components/ui/snackbar-host.tsx";
import { dismissAllConfirms } from "../../../../lib/confirm.ts";
import { snackbarStore } from "../../../../lib/snackbar.ts";
import { renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { periodLabel, periodOfDate } from "./recon-format.ts";
import { TechReconPage } from "./tech-recon-page.tsx";
import { CLIENTS, RECON_READER, RECONCILER, RUN, RUN_DETAIL } from "./tech-recon-test-data.ts";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const sent = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
let detail: ReconRunDetail;
let runReply: { StatusCode: number; StatusMessage: string; Id: number };

const show = (modules = RECONCILER, route = "/billing/techrecon") =>
  renderSignedIn(
    <>
      <Routes>
        <Route path="/billing/techrecon" element={<TechReconPage />} />
      </Routes>
      <SnackbarHost />
      <ConfirmHost />
    </>,
    { modules, route },
  );
const snackbar = () => snackbarStore.get().at(-1);

beforeEach(() => {
  fetchMock.mockReset();
  detail = RUN_DETAIL;
  runReply = { StatusCode: 15, StatusMessage: "3 differences found at 2 sites.", Id: RUN.Id };
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Billing/GetTechReconRuns")) return json({ Runs: [RUN] });
    if (url.includes("/Billing/GetTechReconRun?")) return json(detail);
    if (url.includes("/Billing/GetTechReconClients")) return json(CLIENTS);
    if (url.includes("/Billing/RunTechRecon")) return json(runReply);
    if (url.includes("/Billing/AcceptReconDifference"))
      return json({
        StatusCode: 0,
        StatusMessage: "Accepted: Harbor Foods's next invoice adjusts Chillers at North Campus.",
        Difference: detail.Differences[0],
      });
    if (url.includes("/Billing/VerifyReconDifference"))
      return json({
        StatusCode: 0,
        StatusMessage: "Work order WO-2026-00090 raised to verify Lights assets at North Campus.",
        Difference: detail.Differences[2],
        WorkOrderId: 90,
        WorkOrderNumber: "WO-2026-00090",
      });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => {
    snackbarStore.set([]);
    dismissAllConfirms();
  });
  vi.unstubAllGlobals();
});

describe("the Technical Reconciliation page", () => {
  it("runs this month for a chosen client, says the result in amber and opens the run", async () => {
    const { user } = show();
    expect(await screen.findByRole("heading", { name: "Technical Reconciliation" })).toBeTruthy();
    const form = screen.getByRole("form", { name: "Run reconciliation" });
    expect(within(form).getByRole("combobox", { name: "Period" }).textContent).toBe(
      periodLabel(periodOfDate(new Date())),
    );
    await user.click(within(form).getByRole("combobox", { name: "Client" }));
    await user.click(await screen.findByRole("option", { name: "Harbor Foods" }));
    await user.click(within(form).getByRole("button", { name: "Run reconciliation" }));

    await waitFor(() =>
      expect(sent("/Billing/RunTechRecon")).toEqual([{ Period: periodOfDate(new Date()), ClientId: 7 }]),
    );
    expect(
      await screen.findByText("3 differences found at 2 sites.", { selector: ".MuiSnackbar-root *" }),
    ).toBeTruthy();
    expect(snackbar()?.severity).toBe("warning");
    const table = await screen.findByRole("table", { name: "Differences" });
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    for (const kind of ["Quantity differs", "Found but not billed", "Billed but not found"])
      expect(within(table).getByText(kind)).toBeTruthy();
  });

  it("says in green that billing and the field agree, for every active client by default", async () => {
    runReply = { StatusCode: 0, StatusMessage: "Billing and field records agree.", Id: RUN.Id };
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Run reconciliation" }));
    await waitFor(() => expect(sent("/Billing/RunTechRecon")[0]).toMatchObject({ ClientId: null }));
    await waitFor(() =>
      expect(snackbar()).toMatchObject({ message: "Billing and field records agree.", severity: "success" }),
    );
  });

  it("offers the decisions on open differences and links the work order of one sent to verify", async () => {
    show(RECONCILER, `/billing/techrecon?run=${RUN.Id}`);
    const rows = within(await screen.findByRole("table", { name: "Differences" }))
      .getAllByRole("row")
      .slice(1);
    const [open, verifying, missing] = rows;
    for (const row of [open!, missing!]) {
      expect(within(row).getByRole("button", { name: "Accept" })).toBeTruthy();
      expect(within(row).getByRole("button", { name: "Verify on site" })).toBeTruthy();
    }
    expect(within(verifying!).queryByRole("button")).toBeNull();
    expect(within(verifying!).getByRole("link", { name: "WO-2026-00088" }).getAttribute("href")).toBe(
      "/TaskOperations/details/88",
    );
  });

  it("accepts a difference only after the confirmation", async () => {
    const { user } = show(RECONCILER, `/billing/techrecon?run=${RUN.Id}`);
    const first = within(await screen.findByRole("table", { name: "Differences" })).getAllByRole("row")[1]!;
    await user.click(within(first).getByRole("button", { name: "Accept" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Accept this difference?" })).getByRole("button", {
        name: "Cancel",
      }),
    );
    expect(sent("/Billing/AcceptReconDifference")).toEqual([]);

    await user.click(within(first).getByRole("button", { name: "Accept" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Accept this difference?" })).getByRole("button", {
        name: "Accept",
      }),
    );
    await waitFor(() => expect(sent("/Billing/AcceptReconDifference")).toEqual([{ Id: 301 }]));
    await waitFor(() =>
      expect(snackbar()?.message).toBe(
        "Accepted: Harbor Foods's next invoice adjusts Chillers at North Campus.",
      ),
    );
  });

  it("sends a difference to be verified on site and says which work order was raised", async () => {
    const { user } = show(RECONCILER, `/billing/techrecon?run=${RUN.Id}`);
    const missing = within(await screen.findByRole("table", { name: "Differences" })).getAllByRole("row")[3]!;
    await user.click(within(missing).getByRole("button", { name: "Verify on site" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Verify on site?" })).getByRole("button", {
        name: "Raise work order",
      }),
    );
    await waitFor(() => expect(sent("/Billing/VerifyReconDifference")).toEqual([{ Id: 303 }]));
    await waitFor(() =>
      expect(snackbar()).toMatchObject({
        message: "Work order WO-2026-00090 raised to verify Lights assets at North Campus.",
        link: { to: "/TaskOperations/details/90" },
      }),
    );
  });

  it("offers a read-only role neither a run nor decisions", async () => {
    show(RECON_READER, `/billing/techrecon?run=${RUN.Id}`);
    const table = await screen.findByRole("table", { name: "Differences" });
    expect(screen.queryByRole("form", { name: "Run reconciliation" })).toBeNull();
    expect(within(table).queryByRole("button")).toBeNull();
    expect(screen.getByRole("button", { name: /October 2026 · Harbor Foods/ })).toBeTruthy();
  });
});

describe("the Technical Reconciliation page on a phone", () => {
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

  it("shows each difference as a card with its kind and decisions, and no table", async () => {
    show(RECONCILER, `/billing/techrecon?run=${RUN.Id}`);
    const cards = within(await screen.findByRole("list", { name: "Differences" })).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText("Quantity differs")).toBeTruthy();
    expect(within(cards[0]!).getByRole("button", { name: "Accept" })).toBeTruthy();
    expect(within(cards[1]!).getByRole("link", { name: "WO-2026-00088" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
