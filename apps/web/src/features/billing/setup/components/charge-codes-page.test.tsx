import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { ChargeUnit } from "@fieldstead/domain";
import { SnackbarHost } from "../../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../../lib/snackbar.ts";
import { renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { ChargeCodesPage } from "./charge-codes-page.tsx";
import { todayDay } from "./setup-format.ts";
import {
  beAComputer,
  beAPhone,
  BILLING_READER,
  BILLING_WRITER,
  chargeCode,
  json,
  listReply,
} from "./setup-test-data.ts";

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const sent = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
let listAnswer: () => Response;
let saveAnswers: Response[];

const RETIRED = chargeCode({
  Id: 12,
  Code: "JAN-OLD",
  Description: "Janitorial (old tariff)",
  UnitId: ChargeUnit.PerSqm,
  UnitName: "Per m²",
  Rate: "2.40",
  TaxRate: "0",
  EffectiveTo: "2025-12-31",
  IsRetired: true,
});

const show = (modules = BILLING_WRITER) =>
  renderSignedIn(
    <>
      <Routes>
        <Route path="/ChargeCodes" element={<ChargeCodesPage />} />
        <Route path="/no-rights" element={<p>Access not permitted.</p>} />
      </Routes>
      <SnackbarHost />
    </>,
    { modules, route: "/ChargeCodes" },
  );
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const messageOf = (id: string) =>
  document.getElementById(`charge-code-${id}-helper-text`)?.textContent ?? null;
const type = async (user: ReturnType<typeof show>["user"], label: string, text: string) => {
  await user.clear(field(label));
  await user.click(field(label));
  await user.paste(text);
};

beforeEach(() => {
  listAnswer = () => json(listReply([chargeCode(), RETIRED]));
  saveAnswers = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Billing/GetChargeCodeList")) return listAnswer();
    if (url.includes("/Billing/SaveChargeCode"))
      return saveAnswers.shift() ?? json({ StatusCode: 0, StatusMessage: "Charge code saved.", Id: 13 });
    if (url.includes("/Billing/RetireChargeCode"))
      return json({ StatusCode: 0, StatusMessage: "HVAC-PM retired.", Id: 11 });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
  beAComputer();
});

// The grid's first rows in jsdom, while other suites share the two cores: seconds, at times over findBy's 5 s.
const GRID_WAIT = { timeout: 20_000 };

// A form dialog over the grid in jsdom, typed into field by field: seconds a test on a busy machine.
describe("Charge Codes", { timeout: 60_000 }, () => {
  it("lists the codes with their money, tax rate and a retired code marked", async () => {
    show();
    expect(screen.getByRole("heading", { name: "Charge Codes" })).toBeTruthy();
    const grid = await screen.findByRole("region", { name: "Charge codes" });
    expect(await within(grid).findByText("HVAC preventive maintenance", {}, GRID_WAIT)).toBeTruthy();
    expect(within(grid).getByText("1,250.50")).toBeTruthy();
    expect(within(grid).getByText("8.875 %")).toBeTruthy();
    expect(within(grid).getByText("Per m²")).toBeTruthy();
    expect(within(grid).getAllByText("Retired").length).toBeGreaterThan(0);
    expect(within(grid).getByRole("button", { name: "Retire HVAC-PM" })).toBeTruthy();
    // A retired code cannot be retired again.
    expect(within(grid).queryByRole("button", { name: "Retire JAN-OLD" })).toBeNull();
    expect(screen.getByRole("button", { name: "Export" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Import" })).toBeTruthy();
  });

  it("shows a retired code's card with its chip on a phone", async () => {
    beAPhone();
    show();
    const cards = await screen.findByRole("list", { name: "Charge codes" }, GRID_WAIT);
    const [inUse, retired] = within(cards).getAllByRole("listitem");
    expect(inUse!.textContent).toContain("1,250.50");
    expect(within(inUse!).queryByText("Retired")).toBeNull();
    expect(within(inUse!).getByRole("button", { name: "Retire HVAC-PM" })).toBeTruthy();
    expect(within(retired!).getAllByText("Retired")).toHaveLength(1);
    expect(within(retired!).queryByRole("button", { name: /^Retire/ })).toBeNull();
  });

  it("creates a code with the typed values, showing a refusal of the server under the field it names", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "New charge code" }, GRID_WAIT));
    const dialog = await screen.findByRole("dialog", { name: "New charge code" });
    expect(field("Effective from *").value).toBe(todayDay());
    await type(user, "Code *", "WO-VISIT");
    await type(user, "Description *", "Call-out visit");
    await user.click(within(dialog).getByRole("combobox", { name: "Unit" }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "Per visit" }));
    await type(user, "Rate *", "95");
    await type(user, "Tax rate (%) *", "8.875");
    await type(user, "Effective from *", "2026-04-01");

    saveAnswers = [
      json(
        { StatusMessage: "Invalid request", fields: [{ field: "Code", message: "WO-VISIT is taken." }] },
        400,
      ),
    ];
    await user.click(within(dialog).getByRole("button", { name: "Create charge code" }));
    await waitFor(() => expect(messageOf("Code")).toBe("WO-VISIT is taken."));

    await user.click(within(dialog).getByRole("button", { name: "Create charge code" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New charge code" })).toBeNull());
    expect(sent("/Billing/SaveChargeCode")[1]).toEqual({
      Code: "WO-VISIT",
      Description: "Call-out visit",
      UnitId: ChargeUnit.PerVisit,
      Rate: "95",
      TaxRate: "8.875",
      EffectiveFrom: "2026-04-01",
      EffectiveTo: null,
    });
  });

  it("checks the form with the server's rules before sending it", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "New charge code" }, GRID_WAIT));
    const dialog = await screen.findByRole("dialog", { name: "New charge code" });
    await type(user, "Code *", "WO VISIT");
    await type(user, "Description *", "Call-out visit");
    await type(user, "Rate *", "95");
    await type(user, "Tax rate (%) *", "101");
    await user.click(within(dialog).getByRole("button", { name: "Create charge code" }));
    await waitFor(() => expect(messageOf("Code")).toBe("Code has letters, digits, '.', '_' or '-' only."));
    expect(messageOf("TaxRate")).toBe("TaxRate must be a percentage from 0 to 100 with up to 3 decimals.");
    expect(sent("/Billing/SaveChargeCode")).toHaveLength(0);
  });

  it("asks before retiring a code, for its last effective day (today unless changed)", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Retire HVAC-PM" }, GRID_WAIT));
    let dialog = await screen.findByRole("dialog", { name: "Retire HVAC-PM?" });
    expect((within(dialog).getByLabelText("Last effective day *") as HTMLInputElement).value).toBe(
      todayDay(),
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent("/Billing/RetireChargeCode")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Retire HVAC-PM" }));
    dialog = await screen.findByRole("dialog", { name: "Retire HVAC-PM?" });
    const day = within(dialog).getByLabelText("Last effective day *");
    await user.clear(day);
    await user.type(day, "2026-06-30");
    await user.click(within(dialog).getByRole("button", { name: "Retire" }));
    expect(await screen.findByText("HVAC-PM retired.")).toBeTruthy();
    expect(sent("/Billing/RetireChargeCode")).toEqual([{ Id: 11, EffectiveTo: "2026-06-30" }]);
  });

  it("lets a role that reads billing see and export the codes, and no more", async () => {
    const { user } = show(BILLING_READER);
    const grid = await screen.findByRole("region", { name: "Charge codes" });
    await user.click(await within(grid).findByText("HVAC preventive maintenance", {}, GRID_WAIT));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Export" })).toBeTruthy();
    for (const name of ["New charge code", "Import", "Retire HVAC-PM"])
      expect(screen.queryByRole("button", { name })).toBeNull();
  });

  it("shows a role without billing the no-rights page when the list is refused", async () => {
    listAnswer = () => json({ StatusMessage: "Forbidden" }, 403);
    show([]);
    expect(await screen.findByText("Access not permitted.", {}, GRID_WAIT)).toBeTruthy();
  });
});
