import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  openTestDatabase,
  type SignedIn,
  type TestApp,
  type TestDatabase,
} from "../../test/test-app.ts";

const ACME_ADMIN = {
  name: "Avery Collins",
  email: "admin@acme.example",
  role: "Administrator",
  organization: "Acme Facilities",
  advancedUser: true,
};

describe("single sign-on", () => {
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

  const trigger = (as: SignedIn, token = as.token) =>
    t.call("POST", "/api/sso/trigger", { token: as.token, body: { token } });
  const endSession = (as: SignedIn) => t.call("DELETE", "/api/sso/session", { token: as.token });

  it("trigger opens a session with the signed-in identity, which DELETE then ends once", async () => {
    const admin = await t.signIn("admin@acme.example");
    const res = await trigger(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "success", identity: ACME_ADMIN });
    expect(Date.parse(res.json().expiresAt)).toBeGreaterThan(Date.now());

    expect((await endSession(admin)).json()).toEqual({ status: "success", ended: true });
    expect((await endSession(admin)).json()).toEqual({ status: "success", ended: false });
  });

  it("a session that never triggered single sign-on ends nothing", async () => {
    const tech = await t.signIn("tech@acme.example");
    expect((await endSession(tech)).json()).toEqual({ status: "success", ended: false });
  });

  it("one person's two sessions keep separate single-sign-on sessions", async () => {
    const first = await t.signIn("viewer@acme.example");
    const second = await t.signIn("viewer@acme.example");
    await trigger(first);
    expect((await endSession(second)).json()).toMatchObject({ ended: false });
    expect((await endSession(first)).json()).toMatchObject({ ended: true });
  });

  it("refuses another session's token with 401 and the detail, opening nothing", async () => {
    const mine = await t.signIn("lease@acme.example");
    const other = await t.signIn("lease@acme.example");
    const res = await trigger(mine, other.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      status: "error",
      detail: "The token does not belong to this session.",
    });
    expect((await endSession(mine)).json()).toMatchObject({ ended: false });
  });

  it("authenticate takes the spec's payload for the caller's own e-mail, keeping the server's identity", async () => {
    const globex = await t.signIn("admin@globex.example");
    const res = await t.call("POST", "/api/sso/authenticate", {
      token: globex.token,
      body: {
        token: globex.token,
        name: "Hannah L.",
        email: "ADMIN@globex.example",
        role: "Boss",
        organization: "",
        advancedUser: false,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().identity).toEqual({
      name: "Hannah Lindqvist",
      email: "admin@globex.example",
      role: "Administrator",
      organization: "Globex Field Services",
      advancedUser: true,
    });
    expect((await endSession(globex)).json()).toMatchObject({ ended: true });
  });

  it("authenticate refuses someone else's e-mail (403) and names a bad field (400)", async () => {
    const admin = await t.signIn("admin@acme.example");
    const body = { ...ACME_ADMIN, token: admin.token };
    const other = await t.call("POST", "/api/sso/authenticate", {
      token: admin.token,
      body: { ...body, email: "tech@acme.example" },
    });
    expect(other.statusCode).toBe(403);
    expect((await endSession(admin)).json()).toMatchObject({ ended: false });

    for (const [field, value] of [
      ["email", "not-an-address"],
      ["advancedUser", "yes"],
      ["name", ""],
    ] as const) {
      const bad = await t.call("POST", "/api/sso/authenticate", {
        token: admin.token,
        body: { ...body, [field]: value },
      });
      expect(bad.statusCode, field).toBe(400);
      expect(bad.json().StatusMessage).toContain(field);
    }
  });

  it("every single-sign-on call needs a session", async () => {
    expect((await t.call("POST", "/api/sso/trigger", { body: { token: "x" } })).statusCode).toBe(401);
    expect((await t.call("DELETE", "/api/sso/session")).statusCode).toBe(401);
  });
});
