import { expect } from "vitest";
import type { LoginWithEntraIdReply, SaveSingleSignOnInput } from "@fieldstead/domain";
import type { TestApp } from "../../../test/test-app.ts";
import type { OidcTestProvider } from "../../../test/oidc-test-provider.ts";
import { SSO_STATE_COOKIE } from "./single-sign-on.routes.ts";

/** The portal's address in these tests (PUBLIC_URL), and so the redirect URI registered at the provider. */
export const PORTAL_URL = "http://portal.test";
export const REDIRECT_URI = `${PORTAL_URL}/api/Login/SsoCallback`;
export const CLIENT = { id: "fieldstead-portal", secret: "a-client-secret-nobody-may-read-9f3k2" };

/** A Globex connection to the test provider, as its administrator saves it. */
export const globexConnection = (
  provider: OidcTestProvider,
  overrides: Partial<SaveSingleSignOnInput> = {},
): SaveSingleSignOnInput => ({
  Provider: "oidc",
  IssuerUrl: provider.issuer,
  DisplayName: "Globex ID",
  ClientId: CLIENT.id,
  ClientSecret: CLIENT.secret,
  AllowedDomains: "globex.example",
  Enabled: true,
  ...overrides,
});

/** Where a redirect led: the finishing page's parameters (email and token, or error). */
export type Finish = { email: string | null; token: string | null; error: string | null };

const finishOf = (location: string | undefined): Finish => {
  expect(location, "a redirect").toMatch(/^\/#\/Login-Callback\?/);
  const params = new URLSearchParams(location!.split("?")[1]);
  return { email: params.get("email"), token: params.get("token"), error: params.get("error") };
};

/** The redirect sign-in as a browser drives it, one step at a time. */
export const ssoBrowser = (t: TestApp, provider: OidcTestProvider) => {
  const start = async (email: string) => {
    const res = await t.call("GET", `/api/Login/SsoStart?email=${encodeURIComponent(email)}`);
    expect(res.statusCode).toBe(302);
    const cookie = res.cookies.find((c) => c.name === SSO_STATE_COOKIE);
    return { location: String(res.headers.location), state: cookie?.value ?? null, cookie };
  };
  const callback = async (back: URL, state: string | null): Promise<Finish> => {
    const res = await t.call("GET", `${back.pathname}${back.search}`, {
      headers: state ? { cookie: `${SSO_STATE_COOKIE}=${state}` } : {},
    });
    expect(res.statusCode).toBe(302);
    return finishOf(res.headers.location as string | undefined);
  };
  const login = async (body: object, state: string | null) => {
    const res = await t.call("POST", "/api/Login/LoginWithEntraId", {
      body,
      headers: state ? { cookie: `${SSO_STATE_COOKIE}=${state}` } : {},
    });
    expect(res.statusCode).toBe(200);
    return { reply: res.json() as LoginWithEntraIdReply, res };
  };
  /** Start, the provider (signing `providerEmail` in), and the callback. */
  const throughProvider = async (email: string, providerEmail = email) => {
    const started = await start(email);
    const back = await provider.signIn(started.location, providerEmail);
    return { ...started, back, finish: await callback(back, started.state) };
  };
  /** The whole sign-in: answers LoginWithEntraId's reply. */
  const signIn = async (email: string, providerEmail = email) => {
    const { finish, state } = await throughProvider(email, providerEmail);
    if (finish.error) return { reply: { StatusCode: -1, StatusMessage: finish.error }, finish };
    const { reply, res } = await login({ Email: finish.email, ValidationToken: finish.token }, state);
    return { reply, finish, res };
  };
  return { start, callback, login, throughProvider, signIn, finishOf };
};
