import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../../config.ts";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";

const PASSWORD = "Fieldstead-demo-1";
const ALIVE = "/api/shared/GetDataFormats";

describe.each(testBackends())("logout and the session cookie on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  const byCookie = (cookie: string, method: "GET" | "POST", url: string, headers = {}) =>
    t.app.inject({ method, url, cookies: { [SESSION_COOKIE]: cookie }, headers });
  const isAlive = async (cookie: string) => (await byCookie(cookie, "GET", ALIVE)).statusCode === 200;

  it("refuses a GET logout carrying only the cookie (another site's link): the session lives on", async () => {
    const { cookie } = await t.signIn("viewer@acme.example");
    const res = await byCookie(cookie, "GET", "/api/Login/Logout", { "sec-fetch-site": "cross-site" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: "FORBIDDEN" });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(await isAlive(cookie)).toBe(true);
  });

  it("refuses a POST logout by cookie without the marker, and ends the session with it", async () => {
    const { cookie } = await t.signIn("viewer@acme.example");
    const bare = await byCookie(cookie, "POST", "/api/Login/Logout");
    expect(bare.statusCode).toBe(403);
    expect(bare.json().error).toBe("CSRF_HEADER_MISSING");
    expect(await isAlive(cookie)).toBe(true);
    const marked = await byCookie(cookie, "POST", "/api/Login/Logout", {
      "x-requested-with": "XMLHttpRequest",
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ StatusCode: 0, StatusMessage: "Logged out" });
    expect(marked.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe("");
    expect(await isAlive(cookie)).toBe(false);
  });

  it.each(["GET", "POST"] as const)("ends a bearer token's session with %s", async (method) => {
    const { token } = await t.signIn("tech@acme.example");
    expect((await t.call(method, "/api/Login/Logout", { token })).statusCode).toBe(200);
    expect((await t.call("GET", ALIVE, { token })).statusCode).toBe(401);
  });

  it.each(["GET", "POST"] as const)("answers a %s logout without a session as done", async (method) => {
    const res = await t.call(method, "/api/Login/Logout");
    expect(res.statusCode).toBe(200);
    expect(res.json().StatusMessage).toBe("Logged out");
  });

  const cookieOf = async (config: Partial<Config>, headers: Record<string, string> = {}) => {
    const app = await createTestApp(db.database, { clock: t.clock, config });
    try {
      const res = await app.app.inject({
        method: "POST",
        url: "/api/Login",
        headers,
        payload: { email: "lease@acme.example", password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      return res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    } finally {
      await app.close();
    }
  };
  const HTTPS_PROXY = { "x-forwarded-proto": "https" };

  it.each<[string, Partial<Config>, Record<string, string>, boolean]>([
    ["plain HTTP", {}, {}, false],
    ["an X-Forwarded-Proto nobody trusts", {}, HTTPS_PROXY, false],
    ["HTTPS through a trusted proxy", { trustProxy: true }, HTTPS_PROXY, true],
    ["HTTPS through a trusted proxy address", { trustProxy: ["127.0.0.1"] }, HTTPS_PROXY, true],
    ["HTTP through a trusted proxy", { trustProxy: true }, { "x-forwarded-proto": "http" }, false],
    ["an https PUBLIC_URL", { publicUrl: "https://portal.example" }, {}, true],
    ["COOKIE_SECURE", { cookieSecure: true }, {}, true],
  ])("marks the session cookie Secure or not after %s", async (_what, config, headers, isSecure) => {
    expect(Boolean((await cookieOf(config, headers)).secure)).toBe(isSecure);
  });
});
