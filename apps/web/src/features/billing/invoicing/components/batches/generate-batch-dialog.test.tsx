import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ClientListRow, GenerateBatchReply } from "@fieldstead/domain";
import { SnackbarHost } from "../../../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../../../lib/snackbar.ts";
import { renderSignedIn } from "../../../../../test/session-fixtures.tsx";
import { json } from "../invoicing-test-data.ts";
import { lastPeriod } from "../shared/billing-periods.ts";
import { GenerateBatchDialog } from "./generate-batch-dialog.tsx";

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const sent = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes("/Billing/GenerateBatch"))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const GENERATED: GenerateBatchReply = {
  StatusCode: 0,
  StatusMessage: "Batch B-000012 generated with 14 invoices.",
  Id: 12,
  InvoiceCount: 14,
  SkippedClients: ["Acme Towers", "Blue Fern Cafe"],
};

const client = (Id: number, Name: string): ClientListRow => ({
  Id,
  Name,
  ContactName: null,
  ContactEmail: null,
  Currency: "USD",
  PaymentTermsDays: 30,
  TaxRegistration: null,
  LesseeName: null,
  SiteCount: 2,
  ProfileLineCount: 1,
  IsActive: true,
  UpdatedAt: "2026-10-01T09:00:00Z",
});
const CLIENTS = [client(31, "Acme Towers"), client(32, "Harbor Foods")];

let answer: () => Response;
const onClose = vi.fn();
const onGenerated = vi.fn();

const show = () =>
  renderSignedIn(
    <>
      <GenerateBatchDialog onClose={onClose} onGenerated={onGenerated} />
      <SnackbarHost />
    </>,
  );
const periodInput = () => screen.getByLabelText(/^Period/);
const dialog = () => screen.getByRole("dialog", { name: "Generate batch" });

beforeEach(() => {
  fetchMock.mockReset();
  onClose.mockReset();
  onGenerated.mockReset();
  answer = () => json(GENERATED);
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Billing/GenerateBatch")) return answer();
    if (url.includes("/Billing/GetClientList"))
      return json({ Rows: CLIENTS, TotalCount: 2, NextCursor: null });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

describe("the generate batch dialog", () => {
  it("proposes the month that has just ended", () => {
    show();
    expect((periodInput() as HTMLInputElement).value).toBe(lastPeriod());
  });

  it("sends the period for every active client, opens the new batch and names the clients skipped", async () => {
    const { user } = show();
    fireEvent.change(periodInput(), { target: { value: "2026-10" } });
    await user.click(within(dialog()).getByRole("button", { name: "Generate" }));
    await waitFor(() => expect(onGenerated).toHaveBeenCalledWith(12));
    expect(sent()).toHaveLength(1);
    expect(sent()[0]).toMatchObject({ Period: "2026-10", ClientIds: null });
    expect(String(sent()[0]!.RequestId).length).toBeGreaterThanOrEqual(8);
    expect(
      await screen.findByText(
        "Batch B-000012 generated with 14 invoices. Already invoiced for 2026-10: Acme Towers, Blue Fern Cafe.",
      ),
    ).toBeTruthy();
  });

  it("sends only the clients picked", async () => {
    const { user } = show();
    await user.click(within(dialog()).getByRole("combobox", { name: "Clients" }));
    await user.click(await screen.findByRole("option", { name: "Harbor Foods" }));
    await user.click(within(dialog()).getByRole("button", { name: "Generate" }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ Period: lastPeriod(), ClientIds: [32] });
  });

  it("stays open and says why when every client is invoiced for the month already", async () => {
    answer = () =>
      json({ ...GENERATED, Id: null, InvoiceCount: 0, StatusMessage: "No batch was generated." });
    const { user } = show();
    fireEvent.change(periodInput(), { target: { value: "2026-10" } });
    await user.click(within(dialog()).getByRole("button", { name: "Generate" }));
    expect(
      await within(dialog()).findByText(
        "No batch was generated. Already invoiced for 2026-10: Acme Towers, Blue Fern Cafe.",
      ),
    ).toBeTruthy();
    expect(onGenerated).not.toHaveBeenCalled();
  });

  it("refuses a period that is not a month, without calling the server", async () => {
    const { user } = show();
    fireEvent.change(periodInput(), { target: { value: "" } });
    await user.click(within(dialog()).getByRole("button", { name: "Generate" }));
    expect(await within(dialog()).findByText(/Period reads YYYY-MM/)).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it("shows the server's refusal in a snackbar when the person may not generate", async () => {
    answer = () =>
      json({ StatusMessage: "You do not have rights to generate batches.", error: "FORBIDDEN" }, 403);
    const { user } = show();
    await user.click(within(dialog()).getByRole("button", { name: "Generate" }));
    expect(await screen.findByText("You do not have rights to generate batches.")).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(onGenerated).not.toHaveBeenCalled();
  });
});
