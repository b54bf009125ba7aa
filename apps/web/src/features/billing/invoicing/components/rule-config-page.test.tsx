import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { BillingRuleSource, WorkOrderType, type BillingRule } from "@fieldstead/domain";
import { ConfirmHost } from "../../../../components/ui/confirm-host.tsx";
import { SnackbarHost } from "../../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../../lib/snackbar.ts";
import { renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { BILLING_MANAGER, BILLING_READER, json, RULE } from "./invoicing-test-data.ts";
import { RuleConfigPage } from "./rule-config-page.tsx";

const VISITS: BillingRule = {
  ...RULE,
  Id: 8,
  Name: "Emergency call-outs",
  ClientId: 31,
  ClientName: "Acme Towers",
  SourceId: BillingRuleSource.CompletedWorkOrders,
  SourceName: "Completed work orders of a type",
  CategoryId: null,
  CategoryName: null,
  WorkOrderTypeId: WorkOrderType.CorrectiveMaintenance,
  WorkOrderTypeName: "Corrective Maintenance",
  ChargeCodeId: 22,
  ChargeCode: "SVC-CALL",
  IsActive: false,
};

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const sent = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
let rules: BillingRule[];

const show = (modules = BILLING_MANAGER) =>
  renderSignedIn(
    <>
      <RuleConfigPage />
      <ConfirmHost />
      <SnackbarHost />
    </>,
    { route: "/billing/ruleconfig", modules },
  );
const card = async (name: string) => screen.findByRole("listitem", { name });

beforeEach(() => {
  fetchMock.mockReset();
  rules = [RULE, VISITS];
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Billing/GetBillingRules")) return json({ Rules: rules });
    if (url.includes("/Billing/SaveBillingRule"))
      return json({ StatusCode: 0, StatusMessage: "Rule saved.", Id: 7 });
    if (url.includes("/Billing/DeleteBillingRule"))
      return json({ StatusCode: 0, StatusMessage: "Rule deleted." });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

describe("the Rule Configuration page", () => {
  it("lists each rule with what it counts, for whom, at which charge code, and whether it bills", async () => {
    show();
    expect(screen.getByRole("heading", { name: "Rule Configuration" })).toBeTruthy();
    const generators = await card("Generator upkeep");
    expect(within(generators).getByText("Active assets of a category: Generators")).toBeTruthy();
    expect(within(generators).getByText("All clients")).toBeTruthy();
    expect(within(generators).getByText("SVC-GEN")).toBeTruthy();
    expect((within(generators).getByRole("switch") as HTMLInputElement).checked).toBe(true);
    const visits = await card("Emergency call-outs");
    expect(within(visits).getByText("Completed work orders of a type: Corrective Maintenance")).toBeTruthy();
    expect(within(visits).getByText("Acme Towers")).toBeTruthy();
    expect((within(visits).getByRole("switch") as HTMLInputElement).checked).toBe(false);
  });

  it("switches a rule off by saving it unchanged but for Active", async () => {
    const { user } = show();
    await user.click(within(await card("Generator upkeep")).getByRole("switch"));
    await waitFor(() => expect(sent("/Billing/SaveBillingRule")).toHaveLength(1));
    expect(sent("/Billing/SaveBillingRule")[0]).toEqual({
      Id: 7,
      Name: "Generator upkeep",
      ClientId: null,
      SourceId: BillingRuleSource.ActiveAssets,
      CategoryId: 3,
      WorkOrderTypeId: null,
      ChargeCodeId: 21,
      IsActive: false,
    });
  });

  it("deletes a rule once confirmed", async () => {
    const { user } = show();
    await user.click(within(await card("Emergency call-outs")).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete Emergency call-outs?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(sent("/Billing/DeleteBillingRule")).toEqual([{ Id: 8 }]));
    expect(await screen.findByText("Rule deleted.")).toBeTruthy();
  });

  it("opens 'New billing rule' from 'New rule'", async () => {
    const { user } = show();
    await user.click(screen.getByRole("button", { name: "New rule" }));
    expect(await screen.findByRole("dialog", { name: "New billing rule" })).toBeTruthy();
  });

  it("lets a reader look without changing anything", async () => {
    show(BILLING_READER);
    const generators = await card("Generator upkeep");
    expect((within(generators).getByRole("switch") as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "New rule" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
  });
});
