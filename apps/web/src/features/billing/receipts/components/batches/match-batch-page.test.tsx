import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router";
import { act, screen, waitFor, within } from "@testing-library/react";
import { BatchStatus, type MatchBatchDetail } from "@fieldstead/domain";
import { ConfirmHost } from "../../../../../components/ui/confirm-host.tsx";
import { SnackbarHost } from "../../../../../components/ui/snackbar-host.tsx";
import { dismissAllConfirms } from "../../../../../lib/confirm.ts";
import { snackbarStore } from "../../../../../lib/snackbar.ts";
import { renderSignedIn } from "../../../../../test/session-fixtures.tsx";
import { json, MATCH_BATCH } from "../receipts-test-data.ts";
import { LOCKED_NOTE, MatchBatchPage } from "./match-batch-page.tsx";

// A locked batch as a careless reply might describe it: still claiming a move and edits.
const LOCKED: MatchBatchDetail = { ...MATCH_BATCH, StatusId: BatchStatus.Locked, StatusName: "Locked" };
const IN_REVIEW: MatchBatchDetail = {
  ...MATCH_BATCH,
  StatusId: BatchStatus.RequestForReview,
  StatusName: "Request for Review",
  Actions: [
    { Action: "Approve", Label: "Approve" },
    { Action: "Reject", Label: "Reject" },
  ],
  CanEdit: false,
};

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
let shown: MatchBatchDetail;

const show = (batch: MatchBatchDetail) => {
  shown = batch;
  return renderSignedIn(
    <>
      <Routes>
        <Route path="/billing/financialRecon/batchList/:batchId" element={<MatchBatchPage />} />
      </Routes>
      <ConfirmHost />
      <SnackbarHost />
    </>,
    { route: `/billing/financialRecon/batchList/${batch.Id}` },
  );
};
const heading = () => screen.findByRole("heading", { name: `Match batch ${MATCH_BATCH.BatchNumber}` });

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Billing/GetMatchBatch?")) return json(shown);
    if (url.includes("/Billing/MoveMatchBatch"))
      return json({ StatusCode: 0, StatusMessage: "Batch moved.", StatusId: BatchStatus.Rejected });
    if (url.includes("/Billing/Unmatch")) return json({ StatusCode: 0, StatusMessage: "Match removed." });
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

// Several fields typed through MUI: longer than the usual limit when the machine is busy.
describe("a batch of matches", { timeout: 45_000 }, () => {
  it("shows its status, amount, matches and history", async () => {
    show(MATCH_BATCH);
    await heading();
    expect(screen.getAllByText("Draft").length).toBeGreaterThan(0);
    const rows = within(screen.getByRole("table", { name: "Matches" })).getAllByRole("row");
    expect(rows[1]!.textContent).toContain("INV-2026-0001");
    expect(rows[1]!.textContent).toContain("Manual");
    expect(within(screen.getByRole("list", { name: "History" })).getByText("Created: Draft")).toBeTruthy();
  });

  it("offers the moves the reply lists, and Remove on each match of a batch that can be edited", async () => {
    const { user } = show(MATCH_BATCH);
    await heading();
    expect(screen.getByRole("button", { name: "Request review" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /^Remove the match/ }));
    // The confirmation pop-up loads the first time something asks.
    const confirmation = await screen.findByRole(
      "dialog",
      { name: "Remove this match?" },
      { timeout: 15_000 },
    );
    await user.click(within(confirmation).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(bodiesOf("/Billing/Unmatch")).toEqual([{ Id: 61 }]));
  });

  it("shows a locked batch without any button that writes, and says it can no longer change", async () => {
    show(LOCKED);
    await heading();
    expect(screen.getByText(LOCKED_NOTE)).toBeTruthy();
    expect(screen.queryAllByRole("button")).toEqual([]);
  });

  it("asks why before rejecting, and sends the comment", async () => {
    const { user } = show(IN_REVIEW);
    await heading();
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: `Reject ${MATCH_BATCH.BatchNumber}?` });
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText(/Say why the batch is rejected/)).toBeTruthy();
    await user.click(within(dialog).getByLabelText(/^Comment/));
    await user.paste("INV-2026-0001 was paid by the tenant, not Harbor Foods.");
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() =>
      expect(bodiesOf("/Billing/MoveMatchBatch")).toEqual([
        {
          Id: MATCH_BATCH.Id,
          Action: "Reject",
          Comment: "INV-2026-0001 was paid by the tenant, not Harbor Foods.",
        },
      ]),
    );
  });
});
