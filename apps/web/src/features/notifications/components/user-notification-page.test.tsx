import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { SnackbarHost } from "../../../components/ui/snackbar-host.tsx";
import { resetLeaveGuards } from "../../../lib/leave-guard.ts";
import { snackbarStore } from "../../../lib/snackbar.ts";
import { renderSignedIn } from "../../../test/session-fixtures.tsx";
import { json } from "./notification-test-data.ts";
import { MODULES, PREFERENCES } from "./notification-settings-test-data.ts";
import { UserNotificationPage } from "./user-notification-page.tsx";

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url.endsWith(path));

const show = () =>
  renderSignedIn(
    <>
      <UserNotificationPage />
      <SnackbarHost />
    </>,
    { route: "/UserNotification" },
  );
const toggle = (name: string) => screen.getByRole("switch", { name }) as HTMLInputElement;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.endsWith("/GetUserNotificationPreference")) return json(PREFERENCES);
    if (url.endsWith("/GetNotificationModules")) return json(MODULES);
    if (url.endsWith("/PersistUserNotificationPreference"))
      return json({ StatusCode: 0, StatusMessage: "Saved" });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  resetLeaveGuards();
  vi.unstubAllGlobals();
});

describe("my notification settings", { timeout: 20_000 }, () => {
  it("group the kinds by category, each with a switch", async () => {
    show();
    expect(await screen.findByRole("list", { name: "Project personas" })).toBeTruthy();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["Project personas", "Project notifications", "Access control"]);
    const personas = screen.getByRole("list", { name: "Project personas" });
    expect(within(personas).getByText("A work order is assigned to me.")).toBeTruthy();
    expect(toggle("Work order assigned").checked).toBe(true);
    expect(toggle("Role changed").checked).toBe(true);
  });

  it("show the kinds my role is not offered switched off and disabled, with a note", async () => {
    show();
    await screen.findByRole("list", { name: "Project personas" });
    for (const name of ["Review requested", "Lease payment due"]) {
      expect(toggle(name).checked).toBe(false);
      expect(toggle(name).disabled).toBe(true);
      const row = toggle(name).closest("li") as HTMLElement;
      expect(within(row).getByText("Your role does not get this notification.")).toBeTruthy();
    }
    expect(toggle("Work order assigned").disabled).toBe(false);
  });

  it("save my changes only", async () => {
    const { user } = show();
    await screen.findByRole("list", { name: "Project personas" });
    await user.click(toggle("Work order assigned"));
    await user.click(toggle("Role changed"));
    await user.click(toggle("Role changed"));
    expect(screen.getByText("1 notification has unsaved changes.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls("/PersistUserNotificationPreference")).toHaveLength(1));
    expect(JSON.parse(String(calls("/PersistUserNotificationPreference")[0]![1]!.body))).toEqual({
      EmployeeId: 12,
      Preferences: [{ NotificationModuleId: 1, IsEnabled: false }],
    });
    expect(await screen.findByText("Your notification settings are saved.")).toBeTruthy();
  });
});
