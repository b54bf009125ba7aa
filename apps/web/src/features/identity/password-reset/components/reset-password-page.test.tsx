import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderUi } from "../../../../test/render-ui.tsx";
import { ResetPasswordPage } from "./reset-password-page.tsx";

const TOKEN = "a".repeat(43);
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** What the sign-in page would be told. */
const SignInStandIn = () => {
  const location = useLocation();
  return (
    <p>
      sign-in {location.search} {(location.state as { notice?: string } | null)?.notice}
    </p>
  );
};

/** A server whose link works (or answers `validation`), and whose reset answers `resetAnswer`. */
const serve = (
  validation: object = { StatusCode: 0, StatusMessage: "The link works.", IsValid: true, Reason: null },
  resetAnswer: Response = json(200, { StatusCode: 0, StatusMessage: "Your password was changed." }),
) =>
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith("/api/Login/ValidateResetPasswordLink")) return json(200, validation);
    if (url.startsWith("/api/Login/DecipherResetToken"))
      return json(200, {
        StatusCode: 0,
        StatusMessage: "The link works.",
        Email: "rowan.ashdown@acme.example",
        FirstName: "Rowan",
        LastName: "Ashdown",
      });
    if (url === "/api/Login/ResetPassword") return resetAnswer;
    return json(404, {});
  });

const show = () =>
  renderUi(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/user/login" element={<SignInStandIn />} />
    </Routes>,
    {
      route: `/reset-password?token=${TOKEN}`,
      wrapper: (children) => (
        <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
          {children}
        </QueryClientProvider>
      ),
    },
  );

const resetCalls = () => fetchMock.mock.calls.filter(([url]) => url === "/api/Login/ResetPassword");

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the reset-password page", () => {
  it("greets the person and ticks the requirements as the password is typed", async () => {
    serve();
    const { user } = show();
    expect(
      await screen.findByText(/Hello Rowan, choose a new password for rowan.ashdown@acme.example/),
    ).toBeTruthy();
    const list = screen.getByRole("list", { name: "Password requirements" });
    expect(within(list).queryAllByTitle("met")).toHaveLength(0);
    await user.type(screen.getByLabelText(/^New password/), "Rowan-garden-path-9");
    // Long enough and not breached, but it holds the first name.
    expect(within(list).getAllByTitle("met")).toHaveLength(2);
    expect(within(list).getByTitle("not met yet")).toBeTruthy();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), "Lantern-over-the-harbour-31");
    expect(within(list).getAllByTitle("met")).toHaveLength(3);
  });

  it("refuses a password against the policy and a differing confirmation before asking the server", async () => {
    serve();
    const { user } = show();
    await user.type(await screen.findByLabelText(/^New password/), "password1234");
    await user.type(screen.getByLabelText(/^Confirm new password/), "password12345");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(screen.getByText(/appears in lists of breached passwords/)).toBeTruthy();
    expect(screen.getByText("The passwords do not match.")).toBeTruthy();
    expect(resetCalls()).toHaveLength(0);
  });

  it("sends the new password and goes to the sign-in page with the confirmation", async () => {
    serve();
    const { user } = show();
    await user.type(await screen.findByLabelText(/^New password/), "Lantern-over-the-harbour-31");
    await user.type(screen.getByLabelText(/^Confirm new password/), "Lantern-over-the-harbour-31");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(
      await screen.findByText(
        /sign-in \?email=rowan.ashdown%40acme.example Your password was changed. Sign in with the new password./,
      ),
    ).toBeTruthy();
    expect(JSON.parse(String(resetCalls()[0]![1]?.body))).toEqual({
      Token: TOKEN,
      NewPassword: "Lantern-over-the-harbour-31",
      ConfirmPassword: "Lantern-over-the-harbour-31",
    });
  });

  it("shows why the server refused the link when it was used meanwhile", async () => {
    serve(
      undefined,
      json(400, {
        StatusMessage: "Invalid request",
        fields: [{ field: "Token", message: "This link has already been used." }],
      }),
    );
    const { user } = show();
    await user.type(await screen.findByLabelText(/^New password/), "Lantern-over-the-harbour-31");
    await user.type(screen.getByLabelText(/^Confirm new password/), "Lantern-over-the-harbour-31");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This link has already been used.");
  });

  it.each([
    ["used", "This link has already been used."],
    ["expired", "This link has expired. Ask for a new one."],
    ["unknown", "This link is not valid."],
  ])("says a %s link does not work and offers a new one", async (reason, message) => {
    serve({ StatusCode: 0, StatusMessage: message, IsValid: false, Reason: reason });
    show();
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });
});
