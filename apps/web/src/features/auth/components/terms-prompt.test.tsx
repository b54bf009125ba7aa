import { useMemo, useState, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { SessionUser } from "../../../lib/storage.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { signedInSession } from "../../../test/session-fixtures.tsx";
import { snackbarStore } from "../../../lib/snackbar.ts";
import { SnackbarHost } from "../../../components/ui/snackbar-host.tsx";
import { SessionContext, type SessionContextValue } from "../hooks/session-context.ts";
import { TermsPrompt } from "./terms-prompt.tsx";

const TESS: SessionUser = {
  TokenExpiresAt: Date.now() + 3_600_000,
  EmpId: 12,
  EmployeeId: 12,
  UserId: "u-12",
  Email: "tech@acme.example",
  EmpFirstName: "Tess",
  EmpLastName: "Field",
  EmpFullName: "Tess Field",
  OrgName: "Acme Facilities",
  RoleName: "Field Technician",
  RoleId: 3,
  empRoleId: 3,
  ProfilePicturePath: null,
  ClientLogoPath: null,
  IsCookiesSaved: false,
  TermsAcceptedOn: null,
  TermsVersion: 1,
  TermsAcceptedVersion: 0,
  activeLang: 1,
  TimeZoneOffset: "-07:00",
  IsAdvancedUser: false,
  Permissions: [],
};

/** Tess after accepting earlier terms (the acceptance since withdrawn). */
const UPDATED: SessionUser = {
  ...TESS,
  TermsAcceptedOn: "2026-01-05T16:00:00.000Z",
  TermsAcceptedVersion: 1,
};

/** Tess, who accepted version 1, after the organisation published version 2. */
const BEHIND: SessionUser = { ...UPDATED, IsCookiesSaved: true, TermsVersion: 2 };

/** A session as the provider keeps it: accepting changes the user, signing out forgets them. */
const FakeSession = ({ user: initial, children }: { user: SessionUser; children: ReactNode }) => {
  const [user, setUser] = useState<SessionUser | null>(initial);
  const value = useMemo<SessionContextValue>(
    () => ({
      ...signedInSession(),
      user,
      updateUser: (patch) => setUser((current) => (current ? { ...current, ...patch } : current)),
      signOut: async () => {
        signOut();
        setUser(null);
      },
    }),
    [user],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
};

const signOut = vi.fn();
const fetchMock = vi.fn<typeof fetch>();
const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

const showPrompt = ({
  user = TESS,
  route = "/dashboard",
  policiesUrl,
}: { user?: SessionUser; route?: string; policiesUrl?: string } = {}) =>
  renderUi(
    <>
      <TermsPrompt policiesUrl={policiesUrl} />
      <SnackbarHost />
    </>,
    {
      route,
      wrapper: (children) => (
        <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
          <FakeSession user={user}>{children}</FakeSession>
        </QueryClientProvider>
      ),
    },
  );

beforeEach(() => {
  signOut.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => snackbarStore.set([]));
});

describe("the policy update notice", () => {
  it("asks a user who has not accepted the policies to accept or reject them", () => {
    showPrompt({ user: UPDATED, policiesUrl: "https://acme.example/policies" });
    const dialog = screen.getByRole("dialog", { name: "Policy Update Notice" });
    expect(dialog.textContent).toContain("We have updated our Terms of Use and Privacy Policy");
    expect(
      within(dialog)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Reject", "Accept"]);
    const link = within(dialog).getByRole("link", { name: "full policies" });
    expect(link.getAttribute("href")).toBe("https://acme.example/policies");
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("asks a user who has never accepted them to accept the terms of use, and one who has to read the update", () => {
    showPrompt();
    expect(screen.getByRole("dialog", { name: "Terms of Use" }).textContent).toContain(
      "Before you start, please accept our Terms of Use and Privacy Policy",
    );
    expect(screen.queryByText(/We have updated/)).toBeNull();
  });

  it("asks a user who accepted an older version to read the update, and saves the new version's acceptance", async () => {
    fetchMock.mockResolvedValue(reply({ StatusCode: 0, StatusMessage: "Saved" }));
    const { user } = showPrompt({ user: BEHIND });
    const dialog = screen.getByRole("dialog", { name: "Policy Update Notice" });
    expect(within(dialog).getByRole("link", { name: "full policies" }).getAttribute("href")).toBe("/#/terms");
    await user.click(within(dialog).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      IsCookiesSaved: true,
      TermsVersion: 2,
    });
  });

  it.each([
    [
      "a user who has accepted them",
      { ...TESS, IsCookiesSaved: true, TermsAcceptedVersion: 1 },
      "/dashboard",
    ],
    ["a user who has accepted the current version", { ...BEHIND, TermsAcceptedVersion: 2 }, "/dashboard"],
    ["the sign-in page", TESS, "/user/login"],
    ["the terms page, where the terms are read", BEHIND, "/terms"],
  ])("is not shown to %s", (_, user, route) => {
    showPrompt({ user, route });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("cannot be put aside with Escape", async () => {
    const { user } = showPrompt();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Terms of Use" })).toBeTruthy();
  });

  it("Accept closes it at once and saves the acceptance", async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = showPrompt();
    await user.click(screen.getByRole("button", { name: "Accept" }));
    // Closed before the server has answered.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answer(reply({ StatusCode: 0, StatusMessage: "Saved" })));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method]).toEqual(["/api/Employee/UpdateEmployeeCookies", "POST"]);
    expect(JSON.parse(String(init?.body))).toEqual({
      IsCookiesSaved: true,
      Email: "tech@acme.example",
      EmployeeId: 12,
      LanguageId: 1,
      TimeZoneOffset: "-07:00",
      TermsVersion: 1,
    });
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a save the server refuses shows its message in a red snackbar", async () => {
    fetchMock.mockResolvedValue(reply({ StatusCode: 2, StatusMessage: "Your policies could not be saved." }));
    const { user } = showPrompt();
    await user.click(screen.getByRole("button", { name: "Accept" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Your policies could not be saved.OK");
  });

  it("Reject signs the user out", async () => {
    const { user } = showPrompt();
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
