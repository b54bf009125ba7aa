import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { InvoicePaymentState, type InvoiceDetail } from "@fieldstead/domain";
import { renderSignedIn } from "../../../../../test/session-fixtures.tsx";
import { invoice, invoiceDetail, json } from "../invoicing-test-data.ts";
import { InvoiceDialog } from "./invoice-dialog.tsx";

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url.includes(path));
let detail: InvoiceDetail;
const NATIVE_OBJECT_URLS = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

const NUMBERED = {
  InvoiceNumber: "INV-000123",
  IssueDate: "2026-11-03",
  DueDate: "2026-12-03",
  PaymentStateId: InvoicePaymentState.PartlyPaid,
  PaymentStateName: "Partly paid",
} as const;

const show = (isNumbered: boolean, canDownload = true) => {
  detail = invoiceDetail(isNumbered ? NUMBERED : {});
  return renderSignedIn(
    <InvoiceDialog
      invoice={invoice(isNumbered ? NUMBERED : {})}
      canDownload={canDownload}
      onClose={() => undefined}
    />,
  );
};
const linesOf = async (dialog: HTMLElement) =>
  within(await within(dialog).findByRole("table", { name: "Invoice lines" }))
    .getAllByRole("row")
    .slice(1);

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Billing/GetInvoice?")) return json(detail);
    if (url.includes("/Billing/DownloadInvoicePdf"))
      return new Response(new Blob(["%PDF-1.7"]), {
        headers: { "content-disposition": 'attachment; filename="INV-000123.pdf"' },
      });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
  // jsdom has no object URLs; the browser gets the file through one.
  Object.assign(URL, { createObjectURL: () => "blob:invoice", revokeObjectURL: () => undefined });
});
afterEach(() => {
  Object.assign(URL, NATIVE_OBJECT_URLS);
  vi.unstubAllGlobals();
});

describe("the invoice dialog", () => {
  it("shows a numbered invoice's lines and downloads it as a PDF", async () => {
    const { user } = show(true);
    const dialog = screen.getByRole("dialog", { name: "Invoice INV-000123" });
    const lines = await linesOf(dialog);
    expect(lines).toHaveLength(2);
    for (const text of ["Generator upkeep: 12 generators", "SVC-GEN", "12", "100.00", "8%", "1,296.00"])
      expect(within(lines[0]!).getByText(text)).toBeTruthy();
    expect(within(lines[1]!).getByText("Arrears of 2026-09")).toBeTruthy();
    expect(within(dialog).getByText("USD 1,446.00")).toBeTruthy();
    expect(within(dialog).getByText("Dec 03, 2026")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(calls("/Billing/DownloadInvoicePdf?Id=501")).toHaveLength(1));
  });

  it("offers no PDF for an invoice not numbered yet", async () => {
    show(false);
    const dialog = screen.getByRole("dialog", { name: "Draft invoice: Acme Towers" });
    expect(await linesOf(dialog)).toHaveLength(2);
    expect(within(dialog).queryByRole("button", { name: "Download PDF" })).toBeNull();
  });

  it("offers no PDF to someone who may not download invoices", async () => {
    show(true, false);
    const dialog = screen.getByRole("dialog", { name: "Invoice INV-000123" });
    expect(await linesOf(dialog)).toHaveLength(2);
    expect(within(dialog).queryByRole("button", { name: "Download PDF" })).toBeNull();
  });
});

describe("the invoice dialog on a phone", () => {
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

  it("shows each line as a card", async () => {
    show(true);
    const dialog = screen.getByRole("dialog", { name: "Invoice INV-000123" });
    const cards = within(await within(dialog).findByRole("list", { name: "Invoice lines" })).getAllByRole(
      "listitem",
    );
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText("Charge · SVC-GEN")).toBeTruthy();
    expect(within(cards[0]!).getByText("8%")).toBeTruthy();
    expect(within(dialog).queryByRole("table")).toBeNull();
  });
});
