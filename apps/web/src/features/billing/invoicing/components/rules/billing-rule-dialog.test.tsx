import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import {
  BillingRuleSource,
  WorkOrderType,
  type BillingRule,
  type BillingRulePreviewReply,
} from "@fieldstead/domain";
import { SnackbarHost } from "../../../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../../../lib/snackbar.ts";
import { renderSignedIn } from "../../../../../test/session-fixtures.tsx";
import { json, RULE } from "../invoicing-test-data.ts";
import { currentPeriod } from "../shared/billing-periods.ts";
import { BillingRuleDialog } from "./billing-rule-dialog.tsx";
import { NO_CLIENT_BILLED } from "./rule-preview-section.tsx";

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const sent = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const PREVIEW: BillingRulePreviewReply = {
  Period: "2026-10",
  Lines: [
    {
      ClientId: 31,
      ClientName: "Acme Towers",
      Currency: "USD",
      Description: "Generator upkeep",
      Quantity: "12",
      UnitPrice: "100.00",
      Net: "1200.00",
      Discount: "120.00",
      Tax: "86.40",
      Total: "1166.40",
      SiteCount: 3,
    },
    {
      ClientId: 32,
      ClientName: "Blue Fern Cafe",
      Currency: "EUR",
      Description: "Generator upkeep",
      Quantity: "2",
      UnitPrice: "90.00",
      Net: "180.00",
      Discount: "0.00",
      Tax: "36.00",
      Total: "216.00",
      SiteCount: 1,
    },
  ],
  Totals: [
    { Currency: "EUR", Net: "180.00", Tax: "36.00", Total: "216.00" },
    { Currency: "USD", Net: "1200.00", Tax: "86.40", Total: "1166.40" },
  ],
};

let preview: BillingRulePreviewReply;
let answerSave: () => Response;
const onClose = vi.fn();

/** The dialog editing `rule`, or for a new rule when given none. */
const show = (rule: BillingRule | null = RULE) =>
  renderSignedIn(
    <>
      <BillingRuleDialog {...(rule ? { rule } : {})} onClose={onClose} />
      <SnackbarHost />
    </>,
  );
const previewButton = () => screen.getByRole("button", { name: "Preview" });

beforeEach(() => {
  fetchMock.mockReset();
  onClose.mockReset();
  preview = PREVIEW;
  answerSave = () => json({ StatusCode: 0, StatusMessage: "Rule saved.", Id: RULE.Id });
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Billing/PreviewBillingRule")) return json(preview);
    if (url.includes("/Billing/SaveBillingRule")) return answerSave();
    if (url.includes("/FixedAsset/GetCategoryList"))
      return json({ Rows: [], TotalCount: 0, NextCursor: null });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

describe("the billing rule dialog's preview", () => {
  it("previews the unsaved fields for the current month and shows each client's charge and the totals", async () => {
    const { user } = show();
    await user.click(previewButton());
    const lines = await screen.findByRole("table", { name: "Preview by client" });
    expect(sent("/Billing/PreviewBillingRule")).toEqual([
      expect.objectContaining({
        Period: currentPeriod(),
        Name: "Generator upkeep",
        ClientId: null,
        SourceId: BillingRuleSource.ActiveAssets,
        CategoryId: 3,
        WorkOrderTypeId: null,
        ChargeCodeId: 21,
        IsActive: true,
      }),
    ]);
    const acme = within(lines).getByText("Acme Towers").closest("tr")!;
    for (const text of ["USD", "12", "100.00", "1,200.00", "120.00", "86.40", "1,166.40", "3 sites"])
      expect(within(acme).getByText(text)).toBeTruthy();
    const totals = screen.getByRole("table", { name: "Preview totals" });
    const eur = within(totals).getByText("EUR").closest("tr")!;
    expect(within(eur).getByText("216.00")).toBeTruthy();
    expect(within(totals).getAllByRole("row")).toHaveLength(3);
    expect(screen.queryByText(NO_CLIENT_BILLED)).toBeNull();
  });

  it("says so when no client would be billed for the month", async () => {
    preview = { Period: "2026-10", Lines: [], Totals: [] };
    const { user } = show();
    await user.click(previewButton());
    expect(await screen.findByText(NO_CLIENT_BILLED)).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Preview by client" })).toBeNull();
  });

  it("drops a preview once a field changes, since it no longer speaks for the rule", async () => {
    const { user } = show();
    await user.click(previewButton());
    await screen.findByRole("table", { name: "Preview by client" });
    await user.type(screen.getByRole("textbox", { name: "Name" }), " (2027)");
    expect(screen.queryByRole("table", { name: "Preview by client" })).toBeNull();
  });

  it("asks for a charge code before previewing a new rule, without calling the server", async () => {
    const { user } = show(null);
    expect(screen.getByRole("heading", { name: "New billing rule" })).toBeTruthy();
    await user.click(previewButton());
    expect(await screen.findByText("Pick the charge code the rule bills.")).toBeTruthy();
    expect(screen.getByText("Pick the asset category counted.")).toBeTruthy();
    expect(sent("/Billing/PreviewBillingRule")).toHaveLength(0);
  });
});

describe("the billing rule dialog's fields", () => {
  it("asks for the work-order type instead of the category for a rule on work orders", async () => {
    const { user } = show();
    expect(screen.getByRole("combobox", { name: /Asset category/ })).toBeTruthy();
    await user.click(screen.getByRole("combobox", { name: /Counts/ }));
    await user.click(screen.getByRole("option", { name: "Completed work orders of a type" }));
    expect(screen.queryByRole("combobox", { name: /Asset category/ })).toBeNull();
    await user.click(screen.getByRole("combobox", { name: /Work-order type/ }));
    await user.click(screen.getByRole("option", { name: "Corrective Maintenance" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent("/Billing/SaveBillingRule")).toHaveLength(1));
    expect(sent("/Billing/SaveBillingRule")[0]).toMatchObject({
      Id: RULE.Id,
      SourceId: BillingRuleSource.CompletedWorkOrders,
      WorkOrderTypeId: WorkOrderType.CorrectiveMaintenance,
      CategoryId: null,
    });
  });

  it("saves without a preview, then closes and says so", async () => {
    const { user } = show();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent("/Billing/PreviewBillingRule")).toHaveLength(0);
    expect(sent("/Billing/SaveBillingRule")[0]).toMatchObject({
      Id: 7,
      Name: "Generator upkeep",
      ChargeCodeId: 21,
    });
    // The snackbar shows over the page (the dialog, as a test does not unmount it, hides it from roles).
    expect(await screen.findByText("Rule saved.")).toBeTruthy();
  });

  it("shows the server's refusals under the fields they name", async () => {
    answerSave = () =>
      json(
        {
          StatusMessage: "Invalid request",
          error: "INVALID_REQUEST",
          fields: [
            { field: "Name", message: "Another rule is called Generator upkeep." },
            { field: "ChargeCodeId", message: "The charge code is retired." },
          ],
        },
        400,
      );
    const { user } = show();
    await user.click(screen.getByRole("button", { name: "Save" }));
    const name = screen.getByRole("textbox", { name: "Name" });
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Another rule is called Generator upkeep.")).toBeTruthy();
    expect(screen.getByText("The charge code is retired.")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
