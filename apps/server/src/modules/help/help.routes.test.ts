import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";

const URL = "/api/help/oauth-callback-ai";

describe("the help-service sign-in hand-off", () => {
  let db: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    db = await openTestDatabase("pglite");
    t = await createTestApp(db.database);
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("answers status 'success' for the caller's own session token", async () => {
    const { token } = await t.signIn("viewer@acme.example");
    const res = await t.call("POST", URL, { token, body: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "success" });
  });

  it("hands off a browser's session by its cookie alone: the page holds no token to send", async () => {
    const { cookie } = await t.signIn("tech@acme.example");
    const headers = { cookie: `fieldstead_session=${cookie}`, "x-requested-with": "XMLHttpRequest" };
    const help = await t.call("POST", URL, { body: {}, headers });
    expect(help.json()).toEqual({ status: "success" });
    const assistant = await t.call("POST", "/api/assistant/oauth-callback-ai", { body: {}, headers });
    expect(assistant.json()).toEqual({ status: "success" });
    const sso = await t.call("POST", "/api/sso/trigger", { body: {}, headers });
    expect(sso.json()).toMatchObject({ status: "success", identity: { email: "tech@acme.example" } });
  });

  it("accepts the hand-off by session cookie with the XMLHttpRequest marker", async () => {
    const { token, cookie } = await t.signIn("tech@acme.example");
    const res = await t.call("POST", URL, {
      body: { token },
      headers: { cookie: `fieldstead_session=${cookie}`, "x-requested-with": "XMLHttpRequest" },
    });
    expect(res.json()).toEqual({ status: "success" });
  });

  it.each([
    ["another session's token of the same person", "other", "The token does not belong to this session."],
    ["a forged token", "forged", "The token is not valid or has expired."],
  ])("refuses %s with 401 and the detail", async (_what, kind, detail) => {
    const mine = await t.signIn("admin@acme.example");
    const other = await t.signIn("admin@acme.example");
    const token = kind === "other" ? other.token : `${mine.token.slice(0, -4)}AAAA`;
    const res = await t.call("POST", URL, { token: mine.token, body: { token } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: "error", detail });
  });

  it("refuses a caller without a session (401) and a blank token (400 naming it)", async () => {
    const { token } = await t.signIn("lease@acme.example");
    expect((await t.call("POST", URL, { body: { token } })).statusCode).toBe(401);
    expect((await t.call("POST", URL, { body: {} })).statusCode).toBe(401);
    const blank = await t.call("POST", URL, { token, body: { token: "  " } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().StatusMessage).toContain("token is required");
  });
});
