import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import {
  ACCOUNT_DISABLED_MESSAGE,
  ROLE_CHANGED_MESSAGE,
  type ChangeDetectedPayload,
} from "@fieldstead/domain";
import { SnackbarHost } from "../../../components/ui/snackbar-host.tsx";
import { refusalError } from "../../../lib/http.ts";
import { snackbarStore } from "../../../lib/snackbar.ts";
import { sessionStore } from "../../../lib/storage.ts";
import { renderSignedIn, SIGNED_IN_USER, testQueryClient } from "../../../test/session-fixtures.tsx";
import { forceLogout } from "../force-logout.ts";
import { RoleChangeWatch } from "./role-change-watch.tsx";
import { SessionProvider } from "./session-provider.tsx";

const hub = vi.hoisted(() => ({ handlers: new Set<(payload: unknown) => void>() }));

vi.mock("../../../lib/hub/hub-client.ts", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  onHubEvent: (name: string, handler: (payload: unknown) => void) => {
    if (name !== "ChangeDetected") return () => undefined;
    hub.handlers.add(handler);
    return () => hub.handlers.delete(handler);
  },
}));
vi.mock("../force-logout.ts", () => ({
  forceLogout: vi.fn(async () => undefined),
  setLogoutNavigator: vi.fn(() => () => undefined),
}));

const push = (payload: ChangeDetectedPayload) => act(() => hub.handlers.forEach((h) => h(payload)));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const OWN_CHANGE: ChangeDetectedPayload = { Kind: "RoleChanged", clientId: 3, employeeId: 12 };

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(forceLogout).mockClear();
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  localStorage.clear();
  vi.useRealTimers();
});

describe("the role-change watch", () => {
  it("shows the red message with OK for 10 s and logs out after 15 s when the user's own role changes", async () => {
    renderSignedIn(
      <>
        <RoleChangeWatch />
        <SnackbarHost />
      </>,
    );
    push(OWN_CHANGE);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain(ROLE_CHANGED_MESSAGE);
    expect(within(alert).getByRole("button", { name: "OK" })).toBeTruthy();
    await wait(9_900);
    expect(screen.queryByText(ROLE_CHANGED_MESSAGE)).not.toBeNull();
    await wait(200);
    expect(screen.queryByText(ROLE_CHANGED_MESSAGE)).toBeNull();
    await wait(4_800);
    expect(forceLogout).not.toHaveBeenCalled();
    await wait(200);
    expect(forceLogout).toHaveBeenCalledTimes(1);
  });

  it("says the account was disabled, not that the role changed, when the administrator disables the user", async () => {
    renderSignedIn(
      <>
        <RoleChangeWatch />
        <SnackbarHost />
      </>,
    );
    push({ ...OWN_CHANGE, Reason: "Disabled" });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain(ACCOUNT_DISABLED_MESSAGE);
    expect(alert.textContent).not.toContain(ROLE_CHANGED_MESSAGE);
    await wait(15_000);
    expect(forceLogout).toHaveBeenCalledTimes(1);
  });

  it.each<[string, ChangeDetectedPayload]>([
    ["another user's role change", { Kind: "RoleChanged", clientId: 3, employeeId: 13 }],
    ["a change of a role the user does not hold", { Kind: "RoleChanged", clientId: 4, employeeId: 12 }],
    [
      "a change of a record",
      { Kind: "RecordChanged", SubjectType: "task", SubjectId: 12, EventType: "TaskStatusChanged" },
    ],
  ])("ignores %s", async (_, payload) => {
    renderSignedIn(
      <>
        <RoleChangeWatch />
        <SnackbarHost />
      </>,
      { user: { ...SIGNED_IN_USER, EmpId: 12 } },
    );
    push(payload);
    expect(screen.queryByRole("alert")).toBeNull();
    await wait(20_000);
    expect(forceLogout).not.toHaveBeenCalled();
  });

  it("opens no Session Expired dialog for a 401 until the logout, and opens it again afterwards", async () => {
    sessionStore.write({
      ...SIGNED_IN_USER,
      EmpId: 12,
      Email: "lease@acme.example",
      TokenExpiresAt: Date.now() + 3_600_000,
    });
    render(
      <MemoryRouter initialEntries={["/dashboard"]}>
        <QueryClientProvider client={testQueryClient()}>
          <SessionProvider>
            <RoleChangeWatch />
          </SessionProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    push(OWN_CHANGE);
    act(() => void refusalError(401, {}));
    await wait(14_000);
    expect(screen.queryByRole("dialog")).toBeNull();
    await wait(1_000);
    expect(forceLogout).toHaveBeenCalledTimes(1);
    // The next session is watched as before: a 401 now ends it on screen.
    act(() => void refusalError(401, {}));
    expect(screen.getByRole("dialog", { name: "Session Expired" })).toBeTruthy();
  });
});
