import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import type { ChargeProfileLine, ChargeProfileReply } from "@fieldstead/domain";
import { ConfirmHost } from "../../../../components/ui/confirm-host.tsx";
import { SnackbarHost } from "../../../../components/ui/snackbar-host.tsx";
import { dismissAllConfirms } from "../../../../lib/confirm.ts";
import { snackbarStore } from "../../../../lib/snackbar.ts";
import { renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { ChargeProfilePage } from "./charge-profile-page.tsx";
import { PICK_CODE_MESSAGE } from "./profile/profile-line-form.ts";
import {
  beAComputer,
  beAPhone,
  BILLING_READER,
  BILLING_WRITER,
  chargeCode,
  client,
  json,
  listReply,
  profileOf,
} from "./setup-test-data.ts";

const HVAC_LINE: ChargeProfileLine = {
  Id: 31,
  ChargeCodeId: 11,
  Code: "HVAC-PM",
  Description: "HVAC preventive maintenance",
  UnitName: "Per asset",
  ListRate: "1250.50",
  Rate: "1100.00",
  Discount: "12.5",
  EffectiveFrom: "2026-01-01",
  EffectiveTo: null,
};
const JANITORIAL_LINE: ChargeProfileLine = {
  ...HVAC_LINE,
  Id: 32,
  ChargeCodeId: 14,
  Code: "JAN-SQM",
  Description: "Janitorial",
  UnitName: "Per m²",
  ListRate: "2.40",
  Rate: null,
  Discount: "0",
  EffectiveTo: "2026-12-31",
};

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const sent = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
const profileCalls = () => fetchMock.mock.calls.filter(([url]) => url.includes("/Billing/GetChargeProfile"));
let profile: ChargeProfileReply;
let profileStatus: number;

const show = (route = "/chargeProfile?ClientId=7", modules = BILLING_WRITER) =>
  renderSignedIn(
    <>
      <Routes>
        <Route path="/chargeProfile" element={<ChargeProfilePage />} />
        <Route path="/no-rights" element={<p>Access not permitted.</p>} />
      </Routes>
      <SnackbarHost />
      <ConfirmHost />
    </>,
    { modules, route },
  );
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const messageOf = (id: string) =>
  document.getElementById(`profile-line-${id}-helper-text`)?.textContent ?? null;

beforeEach(() => {
  profile = profileOf();
  profileStatus = 200;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Billing/GetClientList"))
      return json(listReply([client(), client({ Id: 8, Name: "Harbor Dental", Currency: "CAD" })]));
    if (url.includes("/Billing/GetChargeProfile")) {
      const id = Number(new URL(url, "http://x").searchParams.get("ClientId"));
      if (profileStatus !== 200) return json({ StatusMessage: "Refused" }, profileStatus);
      return json(
        id === 8 ? profileOf({ ClientId: 8, ClientName: "Harbor Dental", Currency: "CAD" }) : profile,
      );
    }
    if (url.includes("/Billing/GetChargeCodeList")) return json(listReply([chargeCode()]));
    if (url.includes("/Billing/SaveChargeProfileLine")) {
      profile = { ...profile, Lines: [HVAC_LINE] };
      return json({ StatusCode: 0, StatusMessage: "HVAC-PM added to Blue Fern Cafe.", Id: 31 });
    }
    if (url.includes("/Billing/DeleteChargeProfileLine")) {
      profile = { ...profile, Lines: profile.Lines.filter((l) => l.Id !== 31) };
      return json({ StatusCode: 0, StatusMessage: "Line removed." });
    }
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => {
    snackbarStore.set([]);
    dismissAllConfirms();
  });
  vi.unstubAllGlobals();
  beAComputer();
});

describe("Charge Profiles", { timeout: 60_000 }, () => {
  it("says what to do when no charge code applies to the client yet", async () => {
    show();
    expect(screen.getByRole("heading", { name: "Charge Profiles" })).toBeTruthy();
    expect(
      await screen.findByText("No charge codes apply to this client yet. Add one with 'Add line'."),
    ).toBeTruthy();
    await waitFor(() => expect(field("Client").value).toBe("Blue Fern Cafe"));
  });

  it("adds a line with the code picked, the list rate left empty, and shows it", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Add line" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a charge code for Blue Fern Cafe" });
    await user.click(field("Charge code *"));
    await user.paste("HVAC");
    // The codes are searched on the server by what is typed.
    await waitFor(() => expect(sent("/Billing/GetChargeCodeList").at(-1)).toMatchObject({ Search: "HVAC" }));
    await user.click(await screen.findByRole("option", { name: /HVAC-PM/ }));
    expect(await within(dialog).findByText("Empty: the list rate, 1,250.50.")).toBeTruthy();
    await user.click(field("Discount (%)"));
    await user.paste("10");
    fireEvent.change(field("Effective from *"), { target: { value: "2026-04-01" } });
    await user.click(within(dialog).getByRole("button", { name: "Add line" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent("/Billing/SaveChargeProfileLine")).toEqual([
      {
        ClientId: 7,
        ChargeCodeId: 11,
        Rate: null,
        Discount: "10",
        EffectiveFrom: "2026-04-01",
        EffectiveTo: null,
      },
    ]);
    const table = await screen.findByRole("table", { name: "Charge profile lines" });
    expect(within(table).getByText("HVAC preventive maintenance")).toBeTruthy();
    expect(screen.getByText("HVAC-PM added to Blue Fern Cafe.")).toBeTruthy();
  });

  it("asks for the charge code before sending a line", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Add line" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a charge code for Blue Fern Cafe" });
    await user.click(within(dialog).getByRole("button", { name: "Add line" }));
    expect(await within(dialog).findByText(PICK_CODE_MESSAGE)).toBeTruthy();
    expect(sent("/Billing/SaveChargeProfileLine")).toHaveLength(0);
  });

  it("shows each line's rates, discount and days, the list rate where none was negotiated", async () => {
    profile = profileOf({ Lines: [HVAC_LINE, JANITORIAL_LINE] });
    show();
    const table = await screen.findByRole("table", { name: "Charge profile lines" });
    const [, hvac, janitorial] = within(table).getAllByRole("row");
    for (const text of ["HVAC-PM", "Per asset", "1,250.50", "1,100.00", "12.5 %", "Jan 01, 2026"])
      expect(within(hvac!).getByText(text)).toBeTruthy();
    for (const text of ["JAN-SQM", "2.40", "List rate", "—", "Dec 31, 2026"])
      expect(within(janitorial!).getByText(text)).toBeTruthy();
  });

  it("removes a line only once the removal is confirmed", async () => {
    profile = profileOf({ Lines: [HVAC_LINE] });
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Remove HVAC-PM" }));
    let question = await screen.findByRole("dialog", { name: "Remove HVAC-PM?" });
    await user.click(within(question).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent("/Billing/DeleteChargeProfileLine")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Remove HVAC-PM" }));
    question = await screen.findByRole("dialog", { name: "Remove HVAC-PM?" });
    await user.click(within(question).getByRole("button", { name: "Remove" }));
    expect(
      await screen.findByText("No charge codes apply to this client yet. Add one with 'Add line'."),
    ).toBeTruthy();
    expect(sent("/Billing/DeleteChargeProfileLine")).toEqual([{ Id: 31 }]);
  });

  it("edits a line, leaving a cleared negotiated rate to the list rate", async () => {
    profile = profileOf({ Lines: [HVAC_LINE] });
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Edit HVAC-PM" }));
    await screen.findByRole("dialog", { name: "Edit HVAC-PM for Blue Fern Cafe" });
    expect(field("Negotiated rate").value).toBe("1100.00");
    await user.clear(field("Negotiated rate"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(sent("/Billing/SaveChargeProfileLine")).toHaveLength(1));
    expect(sent("/Billing/SaveChargeProfileLine")[0]).toMatchObject({ Id: 31, ChargeCodeId: 11, Rate: null });
    expect(messageOf("Rate")).toBeNull();
  });

  it("shows another client's profile when it is picked", async () => {
    const { user } = show("/chargeProfile");
    expect(screen.getByText("Pick a client to see the charge codes that apply to them.")).toBeTruthy();
    await user.click(field("Client"));
    await user.click(await screen.findByRole("option", { name: /Harbor Dental/ }));
    expect(await screen.findByRole("region", { name: "Charge profile of Harbor Dental" })).toBeTruthy();
    expect(profileCalls().at(-1)![0]).toContain("ClientId=8");
  });

  it("shows the lines as cards on a phone, with nothing to change for a role that only reads", async () => {
    beAPhone();
    profile = profileOf({ Lines: [HVAC_LINE] });
    show("/chargeProfile?ClientId=7", BILLING_READER);
    const cards = await screen.findByRole("list", { name: "Charge profile lines" });
    expect(within(cards).getByRole("listitem", { name: "HVAC-PM" }).textContent).toContain("1,100.00");
    for (const name of ["Add line", "Edit HVAC-PM", "Remove HVAC-PM"])
      expect(screen.queryByRole("button", { name })).toBeNull();
  });

  it("shows a role without billing the no-rights page when the profile is refused", async () => {
    profileStatus = 403;
    show();
    expect(await screen.findByText("Access not permitted.")).toBeTruthy();
  });
});
