import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import {
  AccessRightType,
  BillingFrequency,
  LEASE_TENURE_MESSAGES,
  ModuleId,
  type LeaseDetail,
} from "@fieldstead/domain";
import { grantedModule, renderSignedIn } from "../../../../../test/session-fixtures.tsx";
import { json, LEASE } from "../../lease-test-data.ts";
import { LeaseOverviewTab } from "./lease-overview-tab.tsx";

const { ReadOnly, ReadWrite } = AccessRightType;
const L = ModuleId.Leases;
const EDITOR = [grantedModule(L, 0, ReadWrite), grantedModule(ModuleId.LeaseOverview, L, ReadWrite)];
const QUARTERLY: LeaseDetail = {
  ...LEASE,
  RentFrequencyId: BillingFrequency.Quarterly,
  RentFrequencyName: "Quarterly",
  Arrears: "250.00",
  NextPaymentDue: "2026-01-16",
  NextPaymentAmount: "375.00",
};

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const sent = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const show = (modules = EDITOR, lease = QUARTERLY) =>
  renderSignedIn(<LeaseOverviewTab lease={lease} />, { modules, route: "/LeaseManagement/details/7" });
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const endDateMessage = () => document.getElementById("lease-EndDate-helper-text")?.textContent ?? null;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    url.includes("/Lease/UpdateLease")
      ? json({ StatusCode: 0, StatusMessage: "Lease LSE-2026-00007 saved.", Lease: QUARTERLY })
      : json({ StatusMessage: "Unexpected call" }, 500),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("a lease's Overview tab", () => {
  it("shows the terms at a glance, with the next payment and the arrears", () => {
    show();
    for (const text of ["Acme Properties", "1,500.00 Quarterly", "3,000.00", "No increase", "3 months"])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText("375.00 due Jan 16, 2026")).toBeTruthy();
    expect(screen.getByText("250.00")).toBeTruthy();
    expect(screen.getByRole("link", { name: "North Tower" }).getAttribute("href")).toBe("/locationModules/5");
  });

  // The whole lease dialog opened and saved twice: several seconds in jsdom on a busy machine.
  it("words the quarterly tenure message its own way, and sends the Overview form once the dates are right", async () => {
    const { user } = show();
    await user.click(screen.getByRole("button", { name: "Edit terms" }));
    fireEvent.change(field("Lease End *"), { target: { value: "2026-04-30" } });
    await waitFor(() => expect(endDateMessage()).toBe(LEASE_TENURE_MESSAGES.overview));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(sent("/Lease/UpdateLease")).toEqual([]);

    fireEvent.change(field("Lease End *"), { target: { value: "2026-06-30" } });
    await waitFor(() => expect(endDateMessage()).toBeNull());
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(sent("/Lease/UpdateLease")).toHaveLength(1));
    expect(sent("/Lease/UpdateLease")[0]).toMatchObject({
      Id: 7,
      Form: "overview",
      StartDate: "2026-01-01",
      EndDate: "2026-06-30",
      RentFrequencyId: BillingFrequency.Quarterly,
      LocationId: 5,
    });
  }, 40_000);

  it("lets a role that only reads the lease see its terms and contacts, without changing them", () => {
    show([grantedModule(L, 0, ReadOnly), grantedModule(ModuleId.LeaseOverview, L, ReadOnly)]);
    expect(screen.getByText("Dana Whitfield")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit terms" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add contact" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit Dana Whitfield" })).toBeNull();
  });
});
