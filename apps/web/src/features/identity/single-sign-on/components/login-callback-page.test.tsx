import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, screen, within } from "@testing-library/react";
import { ASSISTANT_STORAGE, SSO_MESSAGES, type SessionUserRecord } from "@fieldstead/domain";
import { SnackbarHost } from "../../../../components/ui/snackbar-host.tsx";
import { loaderStore } from "../../../../lib/loader.ts";
import { snackbarStore } from "../../../../lib/snackbar.ts";
import { renderUi } from "../../../../test/render-ui.tsx";
import { signedInSession, testQueryClient } from "../../../../test/session-fixtures.tsx";
import { SessionContext, pendingSsoSignIn } from "../../../auth/index.ts";
import { LoginCallbackPage } from "./login-callback-page.tsx";

const EMAIL = "tech@globex.example";
const RECORD = { Token: "session.token.value", Email: EMAIL, EmployeeId: 7 } as SessionUserRecord;

const reply = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const startedHere = (returnUrl = "/TaskOperations") =>
  pendingSsoSignIn.write({ returnUrl, email: EMAIL, startedAt: Date.now() });

/** The page at `route`, with the pages it may lead to, a session whose start is recorded, and the snackbars. */
const show = (route: string) => {
  const started: SessionUserRecord[] = [];
  const session = {
    ...signedInSession(),
    user: null,
    startSession: async (record: SessionUserRecord) => void started.push(record),
  };
  renderUi(
    <>
      <Routes>
        <Route path="/Login-Callback" element={<LoginCallbackPage />} />
        <Route path="/user/login" element={<p>The sign-in page</p>} />
        <Route path="/dashboard" element={<p>The dashboard</p>} />
        <Route path="/TaskOperations" element={<p>The task list</p>} />
      </Routes>
      <SnackbarHost />
    </>,
    {
      route,
      wrapper: (children) => (
        <QueryClientProvider client={testQueryClient()}>
          <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
        </QueryClientProvider>
      ),
    },
  );
  return started;
};

const finishAt = `/Login-Callback?email=${encodeURIComponent(EMAIL)}&token=one-time-token`;

describe("the end of a single sign-on (/Login-Callback)", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    act(() => snackbarStore.set([]));
    localStorage.clear();
  });

  it("keeps the session, resets the chat hand-off flag and goes to the saved return address", async () => {
    startedHere();
    localStorage.setItem(ASSISTANT_STORAGE.authenticated, "true");
    fetchMock.mockResolvedValue(reply(200, { ...RECORD, StatusCode: 0, StatusMessage: "Signed in" }));
    const started = show(finishAt);
    expect(await screen.findByText("The task list")).toBeTruthy();
    expect(started).toEqual([RECORD]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/Login/LoginWithEntraId");
    expect(JSON.parse(init.body)).toEqual({ Email: EMAIL, ValidationToken: "one-time-token" });
    expect(localStorage.getItem(ASSISTANT_STORAGE.authenticated)).toBeNull();
    expect(pendingSsoSignIn.take()).toBeNull();
  });

  it("goes to the dashboard when no return address was saved", async () => {
    startedHere("/user/login");
    fetchMock.mockResolvedValue(reply(200, { ...RECORD, StatusCode: 0, StatusMessage: "Signed in" }));
    show(finishAt);
    expect(await screen.findByText("The dashboard")).toBeTruthy();
  });

  it("shows the server's message in a red snackbar for 10 s on the sign-in page when it refuses", async () => {
    startedHere();
    fetchMock.mockResolvedValue(reply(200, { StatusCode: 101, StatusMessage: SSO_MESSAGES.disabled }));
    const started = show(finishAt);
    expect(await screen.findByText("The sign-in page")).toBeTruthy();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(SSO_MESSAGES.disabled);
    expect(within(alert).getByRole("button", { name: "OK" })).toBeTruthy();
    expect(snackbarStore.get()).toMatchObject([{ severity: "error", durationMs: 10_000 }]);
    expect(started).toEqual([]);
  });

  it("shows the server's error from the provider's return without calling anything", async () => {
    startedHere();
    show(`/Login-Callback?error=${encodeURIComponent(SSO_MESSAGES.expired)}`);
    expect((await screen.findByRole("alert")).textContent).toContain(SSO_MESSAGES.expired);
    expect(screen.getByText("The sign-in page")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("does not finish a sign-in this browser did not start", async () => {
    show(finishAt);
    expect((await screen.findByRole("alert")).textContent).toContain(SSO_MESSAGES.notInBrowser);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("only logs an HTTP failure and clears the loader", async () => {
    startedHere();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(reply(500, { StatusCode: 8, StatusMessage: "Something bad happened" }));
    show(finishAt);
    expect(await screen.findByText("The sign-in page")).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(loaderStore.get().pending).toBe(0);
  });
});
