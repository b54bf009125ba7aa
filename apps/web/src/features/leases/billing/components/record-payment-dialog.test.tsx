import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { LeasePaymentStatus } from "@fieldstead/domain";
import { SnackbarHost } from "../../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../../lib/snackbar.ts";
import { renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { period } from "./lease-billing-test-data.ts";
import { RECORD_PAYMENT_MESSAGES, RecordPaymentDialog } from "./record-payment-dialog.tsx";

const PERIOD = period(LeasePaymentStatus.PaymentInitiated, {
  BillingAmount: "1234567.89",
  PaidAmount: "0.00",
  Outstanding: "1234567.89",
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const sent = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes("/Lease/PaymentAction"))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
const OK = () => json({ StatusCode: 0, StatusMessage: "Payment recorded.", Period: PERIOD, Arrears: "0.00" });

const show = () => {
  const onClose = vi.fn();
  const view = renderSignedIn(
    <>
      <RecordPaymentDialog period={PERIOD} onClose={onClose} />
      <SnackbarHost />
    </>,
  );
  return { ...view, onClose };
};
const amount = () => screen.getByLabelText(/^Transaction amount/) as HTMLInputElement;
const type = async (user: ReturnType<typeof show>["user"], label: RegExp, text: string) => {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
};
const submit = () => screen.getByRole("button", { name: "Record payment" });

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => OK());
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

describe("recording a payment", () => {
  it("starts from what is left to pay and sends it as exact cents, with a request id", async () => {
    const { user, onClose } = show();
    expect(amount().value).toBe("1,234,567.89");
    await type(user, /^Transaction ID/, "TRX-0042");
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([
      {
        BillingPeriodId: PERIOD.Id,
        Action: "RecordPayment",
        TransactionId: "TRX-0042",
        TransactionAmount: "1234567.89",
        Comment: null,
        RequestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  it.each([
    ["0.1", "0.10"],
    ["1,000", "1000.00"],
    ["  250.5 ", "250.50"],
  ])("reads a part payment typed as %j as %j", async (typed, expected) => {
    const { user, onClose } = show();
    await type(user, /^Transaction ID/, "TRX-1");
    await type(user, /^Transaction amount/, typed);
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()[0]!.TransactionAmount).toBe(expected);
  });

  it.each([
    ["12.345", RECORD_PAYMENT_MESSAGES.amount],
    ["-5", RECORD_PAYMENT_MESSAGES.amount],
    ["0.00", RECORD_PAYMENT_MESSAGES.zero],
  ])(
    "refuses %j beside the amount, and a missing transaction id, sending nothing",
    async (typed, message) => {
      const { user } = show();
      await type(user, /^Transaction amount/, typed);
      await user.click(submit());
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.getByText(RECORD_PAYMENT_MESSAGES.transactionId)).toBeTruthy();
      expect(sent()).toEqual([]);
    },
  );

  it("sends the same request id again when the first try got no answer, and a new one after a refusal", async () => {
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError("Failed to fetch");
    });
    fetchMock.mockImplementationOnce(async () =>
      json({ StatusMessage: "A payment that is Paid cannot be recorded as paid." }, 400),
    );
    const { user, onClose } = show();
    await type(user, /^Transaction ID/, "TRX-7");
    await user.click(submit());
    expect((await screen.findByRole("alert")).textContent).toContain("Client-side error");
    await user.click(submit());
    expect((await screen.findByRole("alert")).textContent).toContain("cannot be recorded as paid");
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, second, third] = sent().map((body) => body.RequestId);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });

  it("shows a refusal naming a field beside that field", async () => {
    fetchMock.mockImplementation(async () =>
      json(
        {
          StatusMessage: "Please correct the fields.",
          fields: [{ field: "TransactionId", message: "This transaction id was recorded already." }],
        },
        400,
      ),
    );
    const { user, onClose } = show();
    await type(user, /^Transaction ID/, "TRX-1");
    await user.click(submit());
    expect(await screen.findByText("This transaction id was recorded already.")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
