import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router";
import { act, screen, waitFor, within } from "@testing-library/react";
import { AccessRightType, LeaseStatus, ModuleId, type LeaseDetail } from "@fieldstead/domain";
import { SnackbarHost } from "../../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../../lib/snackbar.ts";
import { grantedModule, renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { json, LEASE } from "../lease-test-data.ts";
import { LeaseDetailPage } from "./lease-detail-page.tsx";

const { ReadOnly, ReadWrite } = AccessRightType;
const L = ModuleId.Leases;
const TAB_MODULES = [
  ModuleId.LeaseOverview,
  ModuleId.LeaseTerms,
  ModuleId.LeaseSpaces,
  ModuleId.LeaseBilling,
  ModuleId.LeaseDocuments,
  ModuleId.LeaseActivity,
  ModuleId.LeaseBillingForm,
];
const tabsOf = (ids: readonly number[], level: number) => ids.map((id) => grantedModule(id, L, level));
const MANAGER = [grantedModule(L, 0, ReadWrite), ...tabsOf(TAB_MODULES, ReadWrite)];
const READER = [grantedModule(L, 0, ReadOnly), ...tabsOf(TAB_MODULES, ReadOnly)];
const ACTIONS = ["Activate", "Terminate", "Set inactive", "Reactivate", "Edit", "Delete"];

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url.includes(path));
let shown: LeaseDetail;

const show = (lease: LeaseDetail, modules = MANAGER) => {
  shown = lease;
  return renderSignedIn(
    <>
      <Routes>
        <Route path="/LeaseManagement/details/:leaseId" element={<LeaseDetailPage />} />
      </Routes>
      <SnackbarHost />
    </>,
    { route: `/LeaseManagement/details/${lease.Id}`, modules },
  );
};
const actionButtons = () => ACTIONS.filter((name) => screen.queryByRole("button", { name }) !== null);
const withStatus = (statusId: number, next: number[], canDelete = false): LeaseDetail => ({
  ...LEASE,
  StatusId: statusId,
  NextStatuses: next.map((Id) => ({ Id, Name: String(Id) })),
  CanDelete: canDelete,
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Lease/GetLease?")) return json(shown);
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

describe("a lease's page", () => {
  it("shows the lease's number, status, parties and a link to its location", async () => {
    show(LEASE);
    expect(await screen.findByRole("heading", { name: "LSE-2026-00007" })).toBeTruthy();
    expect(screen.getAllByText("Draft").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Blue Fern Cafe").length).toBeGreaterThan(0);
    const place = screen.getAllByRole("link", { name: "North Tower" })[0]!;
    expect(place.getAttribute("href")).toBe("/locationModules/5");
    expect(screen.getByText("Dana Whitfield")).toBeTruthy();
  });

  it.each([
    ["a draft", ["Activate", "Edit", "Delete"], LeaseStatus.Draft, [LeaseStatus.Active], true, MANAGER],
    [
      "an active lease",
      ["Terminate", "Set inactive", "Edit"],
      LeaseStatus.Active,
      [LeaseStatus.Terminated, LeaseStatus.Inactive],
      false,
      MANAGER,
    ],
    ["an inactive lease", ["Reactivate", "Edit"], LeaseStatus.Inactive, [LeaseStatus.Active], false, MANAGER],
    ["a terminated lease", [], LeaseStatus.Terminated, [], false, MANAGER],
    ["a draft, to a role that only reads leases", [], LeaseStatus.Draft, [LeaseStatus.Active], true, READER],
  ])("offers for %s: %j", async (_case, expected, statusId, next, canDelete, modules) => {
    show(withStatus(statusId, next, canDelete), modules);
    await screen.findByRole("heading", { name: "LSE-2026-00007" });
    expect(actionButtons()).toEqual(expected);
  });

  it("activates a draft after asking, with a comment, and then offers what an active lease allows", async () => {
    const { user } = show(LEASE);
    await user.click(await screen.findByRole("button", { name: "Activate" }));
    const dialog = await screen.findByRole("dialog", { name: "Activate LSE-2026-00007?" });
    await user.click(within(dialog).getByRole("textbox", { name: "Comment (optional)" }));
    await user.paste("Signed on 2 January");
    const active = withStatus(LeaseStatus.Active, [LeaseStatus.Terminated, LeaseStatus.Inactive]);
    fetchMock.mockImplementationOnce(async () => {
      shown = active;
      return json({ StatusCode: 101, StatusMessage: "Lease LSE-2026-00007 is now Active.", Lease: active });
    });
    await user.click(within(dialog).getByRole("button", { name: "Activate" }));
    expect(await screen.findByText("Lease LSE-2026-00007 is now Active.")).toBeTruthy();
    expect(JSON.parse(String(calls("/Lease/ChangeLeaseStatus")[0]![1]!.body))).toEqual({
      Id: 7,
      StatusId: LeaseStatus.Active,
      Comment: "Signed on 2 January",
    });
    await waitFor(() => expect(actionButtons()).toEqual(["Terminate", "Set inactive", "Edit"]));
  });

  it("shows every tab in order to a role with all of them", async () => {
    show(LEASE);
    await screen.findByRole("heading", { name: "LSE-2026-00007" });
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Overview",
      "Lease Terms",
      "Lease Spaces",
      "Billing",
      "Documents",
      "Activity",
      "Billing Form",
    ]);
  });

  it("hides each tab whose module the role lacks", async () => {
    const modules = [
      grantedModule(L, 0, ReadOnly),
      ...tabsOf([ModuleId.LeaseOverview, ModuleId.LeaseTerms, ModuleId.LeaseActivity], ReadOnly),
    ];
    show(LEASE, modules);
    await screen.findByRole("heading", { name: "LSE-2026-00007" });
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Overview",
      "Lease Terms",
      "Activity",
    ]);
  });

  it("says so when the role holds none of the tabs", async () => {
    show(LEASE, [grantedModule(L, 0, ReadOnly)]);
    expect(await screen.findByText("Your role shows none of this lease's sections.")).toBeTruthy();
    expect(screen.queryAllByRole("tab")).toEqual([]);
  });
});
