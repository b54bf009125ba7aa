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

  it("refuses a caller without a session (401) and a missing token (400 naming it)", async () => {
    const { token } = await t.signIn("lease@acme.example");
    expect((await t.call("POST", URL, { body: { token } })).statusCode).toBe(401);
    const missing = await t.call("POST", URL, { token, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().StatusMessage).toContain("token");
    const blank = await t.call("POST", URL, { token, body: { token: "  " } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().StatusMessage).toContain("token is required");
  });
});
