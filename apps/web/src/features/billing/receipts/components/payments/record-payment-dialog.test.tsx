import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { calendarDayOf } from "@fieldstead/domain";
import { SnackbarHost } from "../../../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../../../lib/snackbar.ts";
import { renderSignedIn } from "../../../../../test/session-fixtures.tsx";
import { json } from "../receipts-test-data.ts";
import { RECORD_PAYMENT_MESSAGES } from "./record-payment-form.ts";
import { RecordPaymentDialog } from "./record-payment-dialog.tsx";

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const sent = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes("/Billing/SaveReceipt"))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const show = () => {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const view = renderSignedIn(
    <>
      <RecordPaymentDialog onClose={onClose} onSaved={onSaved} />
      <SnackbarHost />
    </>,
  );
  return { ...view, onClose, onSaved };
};
type User = ReturnType<typeof show>["user"];
const type = async (user: User, label: RegExp, text: string) => {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
};
const submit = () => screen.getByRole("button", { name: "Record payment" });

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    json({ StatusCode: 0, StatusMessage: "Payment recorded.", Id: 44 }),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

// Several fields typed through MUI: longer than the usual limit when the machine is busy.
describe("recording a payment", { timeout: 45_000 }, () => {
  it("sends the payment received today, as exact cents, with a request id", async () => {
    const { user, onSaved } = show();
    await type(user, /^Payer/, "Harbor Foods");
    await type(user, /^Reference/, "INV-2026-0001");
    await type(user, /^Currency/, "usd");
    await type(user, /^Amount/, "1,250.5");
    await user.click(submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent()).toEqual([
      {
        ReceivedOn: calendarDayOf(new Date()),
        Payer: "Harbor Foods",
        Reference: "INV-2026-0001",
        ClientId: null,
        Currency: "USD",
        Amount: "1250.50",
        RequestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(await screen.findByText("Payment recorded.")).toBeTruthy();
  });

  it("takes the currency from the client picked, and sends the client", async () => {
    fetchMock.mockImplementation(async (url) =>
      url.includes("/Billing/GetClientList")
        ? json({ Rows: [{ Id: 9, Name: "Blue Fern", Currency: "EUR" }], TotalCount: 1, NextCursor: null })
        : json({ StatusCode: 0, StatusMessage: "Payment recorded.", Id: 45 }),
    );
    const { user, onSaved } = show();
    await type(user, /^Payer/, "Blue Fern GmbH");
    await user.click(screen.getByLabelText(/^Client/));
    await user.click(await screen.findByRole("option", { name: /Blue Fern/ }));
    expect((screen.getByLabelText(/^Currency/) as HTMLInputElement).value).toBe("EUR");
    await type(user, /^Amount/, "75.25");
    await user.click(submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent()[0]).toMatchObject({ ClientId: 9, Currency: "EUR", Amount: "75.25" });
  });

  it("sends the same request id again when the first try got no answer, so the payment is recorded once", async () => {
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError("Failed to fetch");
    });
    const { user, onSaved } = show();
    await type(user, /^Payer/, "Harbor Foods");
    await type(user, /^Amount/, "500");
    await user.click(submit());
    expect(await screen.findByRole("alert")).toBeTruthy();
    await user.click(submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [first, second] = sent().map((body) => body.RequestId);
    expect(second).toBe(first);
  });

  it("shows the server's refusal of a field beside that field, and stays open", async () => {
    fetchMock.mockImplementation(async () =>
      json(
        {
          StatusMessage: "Please correct the fields.",
          fields: [{ field: "Currency", message: "Currency is a three-letter code such as USD." }],
        },
        400,
      ),
    );
    const { user, onSaved } = show();
    await type(user, /^Payer/, "Harbor Foods");
    await type(user, /^Amount/, "500");
    await user.click(submit());
    const field = await screen.findByText("Currency is a three-letter code such as USD.");
    expect(field.closest(".MuiFormControl-root")?.textContent).toContain("Currency");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it.each([
    ["12.345", RECORD_PAYMENT_MESSAGES.amount],
    ["0", RECORD_PAYMENT_MESSAGES.zero],
  ])("refuses an amount of %j and a missing payer, sending nothing", async (typed, message) => {
    const { user } = show();
    await type(user, /^Amount/, typed);
    await user.click(submit());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText(RECORD_PAYMENT_MESSAGES.payer)).toBeTruthy();
    expect(sent()).toEqual([]);
  });
});
