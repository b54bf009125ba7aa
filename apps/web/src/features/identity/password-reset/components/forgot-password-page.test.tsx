import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderUi } from "../../../../test/render-ui.tsx";
import { ForgotPasswordPage } from "./forgot-password-page.tsx";

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const SENT = "If an account exists for that e-mail, a link to reset the password is on its way.";

const show = (route = "/forgot-password") =>
  renderUi(<ForgotPasswordPage />, {
    route,
    wrapper: (children) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        {children}
      </QueryClientProvider>
    ),
  });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the forgot-password page", () => {
  it("asks for a link and shows the server's message with the way back to sign-in", async () => {
    fetchMock.mockResolvedValue(json(200, { StatusCode: 0, StatusMessage: SENT }));
    const { user } = show();
    await user.type(screen.getByLabelText(/Email/), "rowan@acme.example");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("status")).textContent).toBe(SENT);
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe("/user/login");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, JSON.parse(String(init?.body))]).toEqual([
      "/api/Login/ChangePasswordWithEmailLink",
      { Email: "rowan@acme.example" },
    ]);
  });

  it("starts with the e-mail the sign-in page passed, and refuses what is not an address without a call", async () => {
    const { user } = show("/forgot-password?email=rowan%40acme.example");
    const field = screen.getByLabelText(/Email/);
    expect((field as HTMLInputElement).value).toBe("rowan@acme.example");
    await user.clear(field);
    await user.type(field, "rowan");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(screen.getByText("Enter a valid e-mail address.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says when too many links were asked for", async () => {
    const message = "Too many requests for a reset link. Wait a while and try again.";
    fetchMock.mockResolvedValue(json(429, { StatusCode: 6, StatusMessage: message }));
    const { user } = show();
    await user.type(screen.getByLabelText(/Email/), "rowan@acme.example");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
  });
});
