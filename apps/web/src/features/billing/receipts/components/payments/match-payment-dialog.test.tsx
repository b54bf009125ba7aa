import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { BatchStatus } from "@fieldstead/domain";
import { snackbarStore } from "../../../../../lib/snackbar.ts";
import { renderSignedIn } from "../../../../../test/session-fixtures.tsx";
import { invoice, issuedBatch, json, RECEIPT } from "../receipts-test-data.ts";
import { MatchPaymentDialog } from "./match-payment-dialog.tsx";

const INVOICES = [
  invoice({ Id: 901, InvoiceNumber: "INV-2026-0001", Outstanding: "1200.00" }),
  invoice({ Id: 902, InvoiceNumber: "INV-2026-0002", Outstanding: "320.40", DueDate: "2026-02-15" }),
  // Not offered: paid in full, another currency, another client, not numbered.
  invoice({ Id: 903, InvoiceNumber: "INV-2026-0003", Outstanding: "0.00" }),
  invoice({ Id: 904, InvoiceNumber: "INV-2026-0004", Currency: "EUR" }),
  invoice({ Id: 905, InvoiceNumber: "INV-2026-0005", ClientId: 8, ClientName: "North Tower Cafe" }),
  invoice({ Id: 906, InvoiceNumber: null }),
];

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url.includes(path));
const sent = () =>
  calls("/Billing/MatchReceipt").map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const show = () => {
  const onMatched = vi.fn();
  const view = renderSignedIn(
    <MatchPaymentDialog receipt={RECEIPT} onClose={vi.fn()} onMatched={onMatched} />,
  );
  return { ...view, onMatched };
};
const amount = () => screen.getByLabelText(/^Amount/) as HTMLInputElement;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Billing/GetBatchList"))
      return json({ Rows: [{ Id: 12, BatchNumber: "BAT-2026-02" }], TotalCount: 1, NextCursor: null });
    if (url.includes("/Billing/GetBatch?")) return json(issuedBatch(INVOICES));
    if (url.includes("/Billing/MatchReceipt"))
      return json({ StatusCode: 0, StatusMessage: "Payment matched.", MatchBatchId: 4, Matched: 1 });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

describe("matching a payment by hand", () => {
  it("shows what of the payment is unmatched and reads the issued batches' invoices", async () => {
    show();
    expect(screen.getByText(/unmatched USD 500\.00 of USD 500\.00/)).toBeTruthy();
    await waitFor(() => expect(calls("/Billing/GetBatch?")).toHaveLength(1));
    const listBody = JSON.parse(String(calls("/Billing/GetBatchList")[0]![1]?.body)) as {
      FilterModel: Record<string, unknown>;
    };
    expect(listBody.FilterModel.StatusId).toEqual({
      filterType: "set",
      values: [BatchStatus.Generated, BatchStatus.Locked],
    });
  });

  it("offers only the open invoices of the payment's client and currency, earliest due first", async () => {
    const { user } = show();
    await user.click(screen.getByLabelText(/^Invoice/));
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent?.split(" · ")[0])).toEqual(["INV-2026-0002", "INV-2026-0001"]);
  });

  it.each([
    ["INV-2026-0001", "500.00", "500.00"],
    ["INV-2026-0002", "320.40", "320.40"],
  ])(
    "starts the amount for %s at what both still have (%s) and sends it",
    async (number, shown, sentAmount) => {
      const { user, onMatched } = show();
      await user.click(screen.getByLabelText(/^Invoice/));
      await user.click(await screen.findByRole("option", { name: new RegExp(number) }));
      expect(amount().value).toBe(shown);
      await user.click(screen.getByRole("button", { name: "Match" }));
      await waitFor(() => expect(onMatched).toHaveBeenCalled());
      const invoiceId = number === "INV-2026-0001" ? 901 : 902;
      expect(sent()).toEqual([{ ReceiptId: RECEIPT.Id, InvoiceId: invoiceId, Amount: sentAmount }]);
    },
  );

  it("refuses more than the payment has unmatched, sending nothing", async () => {
    const { user } = show();
    await user.click(screen.getByLabelText(/^Invoice/));
    await user.click(await screen.findByRole("option", { name: /INV-2026-0001/ }));
    await user.clear(amount());
    await user.paste("600");
    await user.click(screen.getByRole("button", { name: "Match" }));
    expect(await screen.findByText(/more than the 500\.00 the payment has left to match/)).toBeTruthy();
    expect(sent()).toEqual([]);
  });
});
