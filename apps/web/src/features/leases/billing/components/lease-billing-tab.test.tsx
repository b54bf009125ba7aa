import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { LeasePaymentStatus, type LeaseBillingReply, type LeasePaymentStatusId } from "@fieldstead/domain";
import { SnackbarHost } from "../../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../../lib/snackbar.ts";
import { renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { LeaseBillingTab } from "./lease-billing-tab.tsx";
import { BILLING_READER, BILLING_WRITER, billingOf, LEASE, period } from "./lease-billing-test-data.ts";

const { None, Due, AwaitingApproval, Approved, Hold, PaymentInitiated, Paid } = LeasePaymentStatus;
const STEP_LABELS = [
  "Submit for approval",
  "Approve",
  "Hold",
  "Release",
  "Initiate payment",
  "Record payment",
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url.includes(path));
const sentSteps = () =>
  calls("/Lease/PaymentAction").map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
let billing: LeaseBillingReply;
let answerStep: () => Promise<Response>;

const show = (reply: LeaseBillingReply, modules = BILLING_WRITER) => {
  billing = reply;
  return renderSignedIn(
    <>
      <LeaseBillingTab leaseId={LEASE.Id} lease={LEASE} />
      <SnackbarHost />
    </>,
    { modules },
  );
};
const stepButtons = () => STEP_LABELS.filter((name) => screen.queryByRole("button", { name }) !== null);

beforeEach(() => {
  fetchMock.mockReset();
  answerStep = async () =>
    json({ StatusCode: 0, StatusMessage: "Done.", Period: billing.Periods[0], Arrears: "0.00" });
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Lease/GetLeaseBilling")) return json(billing);
    if (url.includes("/Lease/PaymentAction")) return answerStep();
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

describe("the Billing tab", () => {
  it("shows the totals and each period's figures, marking one overdue", async () => {
    show(
      billingOf([period(Due, { Overdue: true, PaidAmount: "500.00", Outstanding: "1000.00" })], {
        TotalBilled: "1500.00",
        TotalPaid: "500.00",
        Arrears: "1000.00",
      }),
    );
    const table = await screen.findByRole("table", { name: "Billing periods" });
    const totals = screen.getByLabelText("Billing totals");
    expect(within(totals).getByText("1,500.00")).toBeTruthy();
    expect(within(totals).getByText("500.00")).toBeTruthy();
    expect(within(totals).getByText("1,000.00")).toBeTruthy();
    const row = within(table).getAllByRole("row")[1]!;
    expect(row.textContent).toContain("Jan 01, 2026 – Jan 31, 2026");
    for (const text of ["1,500.00", "500.00", "1,000.00", "Due", "Overdue"])
      expect(within(row).getByText(text)).toBeTruthy();
  });

  it.each<[string, LeasePaymentStatusId, string[]]>([
    ["nothing before the period is due", None, []],
    ["Submit for approval once due", Due, ["Submit for approval"]],
    ["Approve while awaiting approval", AwaitingApproval, ["Approve"]],
    ["Initiate payment once approved", Approved, ["Initiate payment"]],
    ["Release while on hold", Hold, ["Release"]],
    ["Record payment once initiated", PaymentInitiated, ["Record payment"]],
    ["nothing once paid", Paid, []],
  ])("offers %s", async (_case, status, expected) => {
    show(billingOf([period(status)]));
    await screen.findByRole("table", { name: "Billing periods" });
    expect(stepButtons()).toEqual(expected);
  });

  it("offers a hold beside the approval, in the step button's menu", async () => {
    const { user } = show(billingOf([period(AwaitingApproval)]));
    await user.click(await screen.findByRole("button", { name: /Other steps for/ }));
    expect(within(screen.getByRole("menu")).getByRole("menuitem", { name: "Hold" })).toBeTruthy();
  });

  it("holds a payment from the step button's menu, with a reason and a request id", async () => {
    const { user } = show(billingOf([period(Approved)]));
    await user.click(await screen.findByRole("button", { name: /Other steps for/ }));
    await user.click(within(screen.getByRole("menu")).getByRole("menuitem", { name: "Hold" }));
    const hold = await screen.findByRole("dialog", {
      name: "Hold the payment for Jan 01, 2026 – Jan 31, 2026",
    });
    await user.click(within(hold).getByRole("textbox", { name: "Comment (optional)" }));
    await user.paste("Invoice disputed");
    await user.click(within(hold).getByRole("button", { name: "Hold" }));
    await waitFor(() => expect(sentSteps()).toHaveLength(1));
    expect(sentSteps()[0]).toMatchObject({
      BillingPeriodId: 704,
      Action: "Hold",
      Comment: "Invoice disputed",
    });
    expect(sentSteps()[0]!.RequestId).toMatch(UUID);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("offers no steps to a role that holds the tab read-only", async () => {
    show(billingOf([period(Due), period(PaymentInitiated)]), BILLING_READER);
    await screen.findByRole("table", { name: "Billing periods" });
    expect(stepButtons()).toEqual([]);
    expect(screen.queryByRole("columnheader", { name: "Next step" })).toBeNull();
  });

  it("sends a step with a request id of its own, then reads the periods again", async () => {
    const { user } = show(billingOf([period(Due)]));
    await user.click(await screen.findByRole("button", { name: "Submit for approval" }));
    await waitFor(() => expect(sentSteps()).toHaveLength(1));
    expect(sentSteps()[0]).toMatchObject({ BillingPeriodId: 702, Action: "Submit", Comment: null });
    expect(sentSteps()[0]!.RequestId).toMatch(UUID);
    await waitFor(() => expect(calls("/Lease/GetLeaseBilling")).toHaveLength(2));
    expect((await screen.findByRole("status")).textContent).toContain("Done.");
  });

  it("shows the server's refusal in a red snackbar", async () => {
    const refusal = "The person who submitted a payment cannot approve it.";
    answerStep = async () => json({ StatusMessage: refusal, error: "NOT_ALLOWED_NOW" }, 400);
    const { user } = show(billingOf([period(AwaitingApproval)]));
    await user.click(await screen.findByRole("button", { name: "Approve" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(refusal);
    expect(alert.className).toContain("Error");
  });
});

describe("the Billing tab on a phone", () => {
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

  it("shows each period as a card with its one next step", async () => {
    show(billingOf([period(Due), period(Paid)]));
    const cards = within(await screen.findByRole("list", { name: "Billing periods" })).getAllByRole(
      "listitem",
    );
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0]!)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Submit for approval"]);
    expect(within(cards[1]!).queryAllByRole("button")).toEqual([]);
    expect(screen.queryByRole("table")).toBeNull();
  });
});
