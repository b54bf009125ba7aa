import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router";
import { act, screen, waitFor, within } from "@testing-library/react";
import { AccessRightType, ModuleId } from "@fieldstead/domain";
import { SnackbarHost } from "../../../components/ui/snackbar-host.tsx";
import { leaveGuardStore, resetLeaveGuards } from "../../../lib/leave-guard.ts";
import { snackbarStore } from "../../../lib/snackbar.ts";
import { grantedModule, renderSignedIn } from "../../../test/session-fixtures.tsx";
import { NotificationSettingsPage } from "./notification-settings-page.tsx";
import { json } from "./notification-test-data.ts";
import { CONFIGURATION, MODULES } from "./notification-settings-test-data.ts";

const ADMINISTRATOR = [
  grantedModule(ModuleId.Notifications, 0, AccessRightType.ReadWrite),
  grantedModule(ModuleId.NotificationSettings, ModuleId.Notifications, AccessRightType.ReadWrite),
];
const TECHNICIAN = [grantedModule(ModuleId.Notifications, 0, AccessRightType.ReadWrite)];

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url.endsWith(path));

const show = (modules = ADMINISTRATOR) =>
  renderSignedIn(
    <>
      <Routes>
        <Route path="/Notification" element={<NotificationSettingsPage />} />
        <Route path="/no-rights" element={<p>Access not permitted.</p>} />
      </Routes>
      <SnackbarHost />
    </>,
    { route: "/Notification", modules },
  );
const table = (name: string) => screen.findByRole("table", { name });

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.endsWith("/GetNotificationConfigurationGrid")) return json(CONFIGURATION);
    if (url.endsWith("/GetNotificationModules")) return json(MODULES);
    if (url.endsWith("/PersistNotificationResponse")) return json({ StatusCode: 0, StatusMessage: "Saved" });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  resetLeaveGuards();
  vi.unstubAllGlobals();
});

describe("the organisation's notification settings", { timeout: 20_000 }, () => {
  it("send a role without Notification Settings to the no-rights page, asking the server nothing", async () => {
    show(TECHNICIAN);
    expect(await screen.findByText("Access not permitted.")).toBeTruthy();
    expect(calls("/GetNotificationConfigurationGrid")).toHaveLength(0);
  });

  it("show each category under its heading, one row per kind with its description, switch and roles", async () => {
    show();
    const headings = (await screen.findAllByRole("heading", { level: 2 })).map((h) => h.textContent);
    expect(headings).toEqual(["Project personas", "Project notifications", "Access control"]);
    const personas = await table("Project personas");
    const rows = within(personas).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getByRole("rowheader").textContent)).toEqual([
      "Work order assignedA work order is assigned to me.",
      "Review requestedA completed work order waits for my review.",
    ]);
    const assigned = within(personas).getByRole("switch", {
      name: "Work order assigned: on",
    }) as HTMLInputElement;
    expect(assigned.checked).toBe(true);
    expect(
      (
        within(personas).getByRole("checkbox", {
          name: "Work order assigned: Field Technician",
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    expect(
      (
        within(personas).getByRole("checkbox", {
          name: "Work order assigned: Administrator",
        }) as HTMLInputElement
      ).checked,
    ).toBe(false);
    // A kind that is off has its roles greyed out.
    const lease = await table("Project notifications");
    expect(
      within(lease)
        .getByRole("checkbox", { name: "Lease payment due: Administrator" })
        .hasAttribute("disabled"),
    ).toBe(true);
  });

  it("save only the changed kinds, and hold the page while changes are unsaved", async () => {
    const { user } = show();
    const save = () => screen.getByRole("button", { name: "Save" });
    const personas = await table("Project personas");
    expect(save().hasAttribute("disabled")).toBe(true);

    await user.click(within(personas).getByRole("checkbox", { name: "Work order assigned: Administrator" }));
    const lease = await table("Project notifications");
    await user.click(within(lease).getByRole("switch", { name: "Lease payment due: on" }));
    await user.click(within(lease).getByRole("checkbox", { name: "Lease payment due: Field Technician" }));
    expect(screen.getByText("2 notifications have unsaved changes.")).toBeTruthy();
    expect(leaveGuardStore.get().unsavedForms).toBe(1);

    await user.click(save());
    await waitFor(() => expect(calls("/PersistNotificationResponse")).toHaveLength(1));
    expect(JSON.parse(String(calls("/PersistNotificationResponse")[0]![1]!.body))).toEqual({
      Settings: [
        { NotificationModuleId: 1, IsEnabled: true, RoleIds: [1, 2] },
        { NotificationModuleId: 11, IsEnabled: true, RoleIds: [2] },
      ],
    });
    expect(await screen.findByText("Notification settings saved.")).toBeTruthy();
    await waitFor(() => expect(leaveGuardStore.get().unsavedForms).toBe(0));
  });

  it("Discard changes puts the saved settings back", async () => {
    const { user } = show();
    const access = await table("Access control");
    const roleChanged = within(access).getByRole("switch", { name: "Role changed: on" }) as HTMLInputElement;
    await user.click(roleChanged);
    expect(roleChanged.checked).toBe(false);
    await user.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(roleChanged.checked).toBe(true);
    expect(screen.getByText("No unsaved changes.")).toBeTruthy();
  });

  it("show the server's refusal and keep the changes", async () => {
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((url, init) =>
      url.endsWith("/PersistNotificationResponse")
        ? Promise.resolve(json({ StatusMessage: "RoleIds holds a role of another organisation." }, 400))
        : base(url, init),
    );
    const { user } = show();
    const access = await table("Access control");
    await user.click(within(access).getByRole("checkbox", { name: "Role changed: Administrator" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("RoleIds holds a role of another organisation.")).toBeTruthy();
    expect(screen.getByText("1 notification has unsaved changes.")).toBeTruthy();
  });
});
