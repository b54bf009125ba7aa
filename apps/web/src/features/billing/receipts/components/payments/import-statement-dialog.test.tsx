import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { SnackbarHost } from "../../../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../../../lib/snackbar.ts";
import { renderSignedIn } from "../../../../../test/session-fixtures.tsx";
import { json } from "../receipts-test-data.ts";
import { ImportStatementDialog, NOTHING_IMPORTED } from "./import-statement-dialog.tsx";

const CSV = "Date,Payer,Reference,Amount\n2026-03-04,Harbor Foods,INV-2026-0001,500.00\n";

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const sent = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes("/Billing/ImportBankStatement"))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const show = () => {
  const onImported = vi.fn();
  const view = renderSignedIn(
    <>
      <ImportStatementDialog onClose={vi.fn()} onImported={onImported} />
      <SnackbarHost />
    </>,
  );
  return { ...view, onImported };
};
const chooseAndImport = async (user: ReturnType<typeof show>["user"]) => {
  await user.upload(
    screen.getByLabelText("Bank statement file"),
    new File([CSV], "march.csv", { type: "text/csv" }),
  );
  expect(screen.getByText("march.csv")).toBeTruthy();
  await user.click(screen.getByRole("button", { name: "Import" }));
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

describe("importing a bank statement", () => {
  it("sends the file's text and says how many payments were recorded", async () => {
    fetchMock.mockImplementation(async () =>
      json({ StatusCode: 0, StatusMessage: "Imported.", Imported: 12, Errors: [] }),
    );
    const { user, onImported } = show();
    await chooseAndImport(user);
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    expect(sent()).toEqual([{ Csv: CSV, RequestId: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(await screen.findByText("Imported 12 payments.")).toBeTruthy();
  });

  it("lists each refused row with its reason and says nothing was imported", async () => {
    fetchMock.mockImplementation(async () =>
      json({
        StatusCode: 1,
        StatusMessage: "The statement has errors.",
        Imported: 0,
        Errors: [
          { Row: 4, Message: "Amount must be an amount such as 1500.00." },
          { Row: 9, Message: "Date is not a date of the calendar." },
        ],
      }),
    );
    const { user, onImported } = show();
    await chooseAndImport(user);
    const rows = await screen.findByRole("list", { name: "Refused rows" });
    expect(
      within(rows)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Row 4: Amount must be an amount such as 1500.00.",
      "Row 9: Date is not a date of the calendar.",
    ]);
    expect(screen.getByText(NOTHING_IMPORTED)).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();
  });

  it("asks for a file before sending anything", async () => {
    const { user } = show();
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByText("Choose the statement's csv file.")).toBeTruthy();
    expect(sent()).toEqual([]);
  });
});
