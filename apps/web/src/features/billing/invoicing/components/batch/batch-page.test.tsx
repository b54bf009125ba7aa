import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router";
import { act, screen, waitFor, within } from "@testing-library/react";
import { BatchAction, BatchStatus, type BatchDetail } from "@fieldstead/domain";
import { ConfirmHost } from "../../../../../components/ui/confirm-host.tsx";
import { SnackbarHost } from "../../../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../../../lib/snackbar.ts";
import { renderSignedIn } from "../../../../../test/session-fixtures.tsx";
import { BATCH, BILLING_MANAGER, invoiceDetail, json } from "../invoicing-test-data.ts";
import { BatchPage, LOCKED_NOTE } from "./batch-page.tsx";

const { RequestReview, Approve, Reject, Redraft, Generate, Lock } = BatchAction;
const LABELS = {
  [RequestReview]: "Request review",
  [Approve]: "Approve",
  [Reject]: "Reject",
  [Redraft]: "Back to draft",
  [Generate]: "Generate invoices",
  [Lock]: "Lock",
} as const;
const WRITES = [...Object.values(LABELS), "Regenerate", "Update arrears", "Delete batch"];

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url.includes(path));
const sentMoves = () =>
  calls("/Billing/MoveBatch").map(([, init]) => JSON.parse(String(init?.body)) as unknown);
let shown: BatchDetail;
let answerMove: () => Response;

const show = (batch: BatchDetail) => {
  shown = batch;
  return renderSignedIn(
    <>
      <Routes>
        <Route path="/billing/invoicing" element={<p>The batch list</p>} />
        <Route path="/billing/invoicing/batchDetails/:batchId" element={<BatchPage />} />
      </Routes>
      <ConfirmHost />
      <SnackbarHost />
    </>,
    { route: `/billing/invoicing/batchDetails/${batch.Id}`, modules: BILLING_MANAGER },
  );
};
const withActions = (
  statusId: number,
  actions: (keyof typeof LABELS)[],
  extra: Partial<BatchDetail> = {},
) => ({
  ...BATCH,
  StatusId: statusId as BatchDetail["StatusId"],
  Actions: actions.map((Action) => ({ Action, Label: LABELS[Action] })),
  CanRegenerate: false,
  CanUpdateArrears: false,
  ...extra,
});
const shownOf = (names: readonly string[]) =>
  names.filter((name) => screen.queryByRole("button", { name }) !== null);
const moveButtons = () => shownOf(Object.values(LABELS));
const writeButtons = () => shownOf(WRITES);
const heading = () => screen.findByRole("heading", { name: "Batch B-000012" });

beforeEach(() => {
  fetchMock.mockReset();
  answerMove = () =>
    json({ StatusCode: 0, StatusMessage: "Batch moved.", StatusId: BatchStatus.RequestForReview });
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Billing/GetBatch?")) return json(shown);
    if (url.includes("/Billing/MoveBatch")) return answerMove();
    if (url.includes("/Billing/DeleteBatch")) return json({ StatusCode: 0, StatusMessage: "Batch deleted." });
    if (url.includes("/Billing/GetInvoice?")) return json(invoiceDetail());
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

describe("a batch's page", () => {
  it("shows the batch's state, month, author, totals, invoices and history", async () => {
    show(BATCH);
    await heading();
    expect(screen.getAllByText("Draft").length).toBeGreaterThan(0);
    expect(screen.getByText("2026-10")).toBeTruthy();
    expect(screen.getByText(/Created by Lena Lease/)).toBeTruthy();
    const totals = screen.getByRole("table", { name: "Batch totals" });
    expect(within(totals).getByText("1,296.00")).toBeTruthy();
    const row = within(screen.getByRole("table", { name: "Invoices" })).getAllByRole("row")[1]!;
    const cells = within(row)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells).toEqual([
      "—",
      "Acme Towers",
      "USD",
      "1,200.00",
      "96.00",
      "1,296.00",
      "150.00",
      "0.00",
      "1,296.00",
      "Unpaid",
      "—",
    ]);
    const history = screen.getByRole("list", { name: "History" });
    expect(within(history).getByText("Draft")).toBeTruthy();
    expect(screen.queryByText(LOCKED_NOTE)).toBeNull();
  });

  it.each<[string, number, (keyof typeof LABELS)[]]>([
    ["a draft sent for review", BatchStatus.Draft, [RequestReview]],
    ["a batch in review, to a reviewer", BatchStatus.RequestForReview, [Approve, Reject]],
    ["a batch in review, to someone who may only reject", BatchStatus.RequestForReview, [Reject]],
    ["a rejected batch", BatchStatus.Rejected, [Redraft]],
    ["an approved batch", BatchStatus.Approved, [Generate]],
    ["a generated batch", BatchStatus.Generated, [Lock]],
    ["a generated batch, to someone who may not lock", BatchStatus.Generated, []],
  ])("offers exactly the moves the server lists: %s", async (_case, statusId, actions) => {
    show(withActions(statusId, actions));
    await heading();
    expect(moveButtons()).toEqual(actions.map((a) => LABELS[a]));
  });

  it("offers a draft's regeneration, arrears update and deletion beside its moves", async () => {
    show(withActions(BatchStatus.Draft, [RequestReview], { CanRegenerate: true, CanUpdateArrears: true }));
    await heading();
    expect(writeButtons()).toEqual(["Request review", "Regenerate", "Update arrears", "Delete batch"]);
  });

  it("says a locked batch can no longer change and offers nothing that writes", async () => {
    show(withActions(BatchStatus.Locked, [], { CanDownload: true }));
    expect(await screen.findByText(LOCKED_NOTE)).toBeTruthy();
    expect(writeButtons()).toEqual([]);
    expect(screen.getByRole("button", { name: "Download all (zip)" })).toBeTruthy();
  });

  it("takes a move once confirmed, reads the batch again and says its new state", async () => {
    const { user } = show(BATCH);
    await user.click(await screen.findByRole("button", { name: "Request review" }));
    const confirm = await screen.findByRole("dialog", { name: "Request review: B-000012?" });
    await user.click(within(confirm).getByRole("button", { name: "Request review" }));
    await waitFor(() => expect(sentMoves()).toEqual([{ Id: 12, Action: "RequestReview", Comment: null }]));
    await waitFor(() => expect(calls("/Billing/GetBatch?")).toHaveLength(2));
    expect(await screen.findByText("Batch moved. The batch is now Request for Review.")).toBeTruthy();
  });

  it("requires a reason to reject a batch", async () => {
    const { user } = show(withActions(BatchStatus.RequestForReview, [Approve, Reject]));
    answerMove = () =>
      json({ StatusCode: 0, StatusMessage: "Batch rejected.", StatusId: BatchStatus.Rejected });
    await user.click(await screen.findByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject B-000012" });
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("Say why the batch is rejected.")).toBeTruthy();
    expect(sentMoves()).toEqual([]);
    await user.type(within(dialog).getByRole("textbox", { name: /Comment/ }), "Acme's rate is wrong");
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() =>
      expect(sentMoves()).toEqual([{ Id: 12, Action: "Reject", Comment: "Acme's rate is wrong" }]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the server's message when someone else moved the batch first, and reads it again", async () => {
    const refusal = "'Approve' is for a batch in Request for Review; this batch is Rejected.";
    answerMove = () => json({ StatusMessage: refusal, error: "BATCH_MOVE_REFUSED" }, 409);
    const { user } = show(withActions(BatchStatus.RequestForReview, [Approve, Reject]));
    await user.click(await screen.findByRole("button", { name: "Approve" }));
    const confirm = await screen.findByRole("dialog", { name: "Approve: B-000012?" });
    await user.click(within(confirm).getByRole("button", { name: "Approve" }));
    expect((await screen.findByRole("alert")).textContent).toContain(refusal);
    await waitFor(() => expect(calls("/Billing/GetBatch?")).toHaveLength(2));
  });

  it("deletes a draft once confirmed and goes back to the list", async () => {
    const { user } = show(BATCH);
    await user.click(await screen.findByRole("button", { name: "Delete batch" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete B-000012?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("The batch list")).toBeTruthy();
    expect(calls("/Billing/DeleteBatch")).toHaveLength(1);
  });

  it("opens an invoice with its lines from its row", async () => {
    const { user } = show(BATCH);
    await heading();
    await user.click(within(screen.getByRole("table", { name: "Invoices" })).getByText("Acme Towers"));
    const dialog = await screen.findByRole("dialog", { name: "Draft invoice: Acme Towers" });
    expect(await within(dialog).findByText("Generator upkeep: 12 generators")).toBeTruthy();
  });
});

describe("a batch's page on a phone", () => {
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

  it("shows each invoice as a card", async () => {
    show(BATCH);
    const cards = within(await screen.findByRole("list", { name: "Invoices" })).getAllByRole("listitem");
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByText("Acme Towers")).toBeTruthy();
    expect(within(cards[0]!).getByText("Outstanding")).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Invoices" })).toBeNull();
  });
});
