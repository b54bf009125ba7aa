import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { DEMO_ACCOUNTS } from "../../seed/demo.seed.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import { setRoleEnabled } from "../permissions/role-access.service.ts";
import { SESSION_COOKIE } from "../../plugins/auth.ts";

const RECORD_FIELDS = [
  "Token",
  "EmpId",
  "EmployeeId",
  "UserId",
  "Email",
  "EmpFirstName",
  "EmpLastName",
  "EmpFullName",
  "OrgName",
  "RoleName",
  "RoleId",
  "ProfilePicturePath",
  "ClientLogoPath",
  "IsCookiesSaved",
  "activeLang",
  "TimeZoneOffset",
  "IsAdvancedUser",
  "Permissions",
];

describe.each(testBackends())("sign-in and sessions on %s", (backend) => {
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

  it.each(DEMO_ACCOUNTS)(
    "$email signs in and gets the session user record",
    async ({ email, role, organisation }) => {
      const res = await t.call("POST", "/api/Login", { body: { email, password: "Fieldstead-demo-1" } });
      expect(res.statusCode).toBe(200);
      const record = res.json();
      expect(Object.keys(record)).toEqual(expect.arrayContaining(RECORD_FIELDS));
      expect(record).toMatchObject({ Email: email, RoleName: role, OrgName: organisation, activeLang: 1 });
      expect(record.EmpId).toBe(record.EmployeeId);
      expect(typeof record.IsCookiesSaved).toBe("boolean");
      expect(record.IsCookiesSaved).toBe(role === "Administrator");
      expect(record.Token.split(".")).toHaveLength(3);
      const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cookie).toMatchObject({ value: record.Token, httpOnly: true, sameSite: "Lax", path: "/" });
    },
  );

  it("accepts the capitalised Email/Password spelling and a case-insensitive path", async () => {
    const res = await t.call("POST", "/api/login", {
      body: { Email: "ADMIN@acme.example", Password: "Fieldstead-demo-1" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Email).toBe("admin@acme.example");
  });

  it("answers byte-identical 401s for an unknown account and a wrong password", async () => {
    const unknown = await t.call("POST", "/api/Login", {
      body: { email: "nobody@acme.example", password: "whatever-1" },
    });
    const wrong = await t.call("POST", "/api/Login", {
      body: { email: "viewer@acme.example", password: "wrong-password-1" },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.headers["content-type"]).toBe(wrong.headers["content-type"]);
    expect(unknown.body).not.toMatch(/stack|at \w+ \(/);
  });

  it("answers 400 naming the field for a malformed sign-in", async () => {
    const res = await t.call("POST", "/api/Login", { body: { email: "not-an-email", password: "x" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().StatusMessage).toContain("email");
    const missing = await t.call("POST", "/api/Login", { body: { email: "admin@acme.example" } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([expect.objectContaining({ field: "password" })]);
  });

  it("accepts the token from the cookie and from the Authorization header", async () => {
    const { token, cookie } = await t.signIn("viewer@acme.example");
    const byBearer = await t.call("GET", "/api/Employee/GetLandingPageModulesByRole", { token });
    const byCookie = await t.app.inject({
      method: "GET",
      url: "/api/Employee/GetLandingPageModulesByRole",
      cookies: { [SESSION_COOKIE]: cookie },
    });
    expect(byBearer.statusCode).toBe(200);
    expect(byCookie.statusCode).toBe(200);
  });

  it("ends the session at logout: the same token then gets 401", async () => {
    const { token } = await t.signIn("lease@acme.example");
    expect((await t.call("GET", "/api/shared/GetDataFormats", { token })).statusCode).toBe(200);
    const out = await t.call("GET", "/api/Login/Logout", { token });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe("");
    expect((await t.call("GET", "/api/shared/GetDataFormats", { token })).statusCode).toBe(401);
  });

  it.each([
    [
      "a token signed with another key",
      async () =>
        new SignJWT({ sid: "x", org: 1, role: 1 })
          .setProtectedHeader({ alg: "HS256" })
          .setSubject("1")
          .setIssuer("fieldstead")
          .setExpirationTime("1h")
          .sign(new TextEncoder().encode("another-key-that-is-long-enough-to-sign-with")),
    ],
    [
      "an unsigned token",
      async () =>
        `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from('{"sid":"x","sub":"1","org":1,"role":1}').toString("base64url")}.`,
    ],
    ["garbage", async () => "not-a-token"],
  ])("refuses %s with 401", async (_label, make) => {
    const res = await t.call("GET", "/api/shared/GetDataFormats", { token: await make() });
    expect(res.statusCode).toBe(401);
  });

  it("refuses a genuine token whose payload was altered", async () => {
    const { token } = await t.signIn("tech@acme.example");
    const [head, payload, sig] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, role: claims.role + 1 })).toString("base64url")}.${sig}`;
    expect((await t.call("GET", "/api/shared/GetDataFormats", { token: forged })).statusCode).toBe(401);
  });

  /** A user administration call made by the organisation's administrator (it must succeed). */
  const administer = async (admin: string, url: string, body: unknown) => {
    const { token } = await t.signIn(admin);
    const res = await t.call("POST", url, { token, body });
    expect(res.statusCode, res.body).toBe(200);
  };

  it("ends a disabled user's sessions at once, and refuses their sign-in", async () => {
    const { token, record } = await t.signIn("tech@globex.example");
    const org = t.ctx.sessions;
    expect(org.cachedCount).toBeGreaterThan(0);
    const session = await t.call("GET", "/api/shared/GetDataFormats", { token });
    expect(session.statusCode).toBe(200);
    const disable = { EmployeeId: record.EmployeeId, IsEnabled: false };
    await administer("admin@globex.example", "/api/Employee/SetUserEnabled", disable);
    expect((await t.call("GET", "/api/shared/GetDataFormats", { token })).statusCode).toBe(401);
    const again = await t.call("POST", "/api/Login", {
      body: { email: "tech@globex.example", password: "Fieldstead-demo-1" },
    });
    expect(again.statusCode).toBe(401);
    await administer("admin@globex.example", "/api/Employee/SetUserEnabled", { ...disable, IsEnabled: true });
    expect((await t.signIn("tech@globex.example")).record.Email).toBe("tech@globex.example");
  });

  it("ends the sessions of a disabled role at once", async () => {
    const { token, record } = await t.signIn("viewer@acme.example");
    const orgId = (await t.ctx.sessions.get(
      JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).sid,
    ))!.orgId;
    await setRoleEnabled(t.ctx, orgId, record.RoleId, false);
    expect((await t.call("GET", "/api/shared/GetDataFormats", { token })).statusCode).toBe(401);
    await setRoleEnabled(t.ctx, orgId, record.RoleId, true);
  });

  it("ends a user's sessions at once when their role changes", async () => {
    const lease = await t.signIn("lease@acme.example");
    const viewer = await t.signIn("viewer@acme.example");
    const change = { EmployeeId: lease.record.EmployeeId, RoleId: viewer.record.RoleId };
    await administer("admin@acme.example", "/api/Employee/ChangeUserRole", change);
    expect((await t.call("GET", "/api/shared/GetDataFormats", { token: lease.token })).statusCode).toBe(401);
    const again = await t.signIn("lease@acme.example");
    expect(again.record.RoleName).toBe("Viewer");
    await administer("admin@acme.example", "/api/Employee/ChangeUserRole", {
      ...change,
      RoleId: lease.record.RoleId,
    });
  });

  it("requires the XMLHttpRequest marker on a state-changing call authenticated by the cookie", async () => {
    const { cookie, token } = await t.signIn("admin@globex.example");
    const body = { IsCookiesSaved: true };
    const bare = await t.app.inject({
      method: "POST",
      url: "/api/Employee/UpdateEmployeeCookies",
      cookies: { [SESSION_COOKIE]: cookie },
      payload: body,
    });
    expect(bare.statusCode).toBe(403);
    const marked = await t.app.inject({
      method: "POST",
      url: "/api/Employee/UpdateEmployeeCookies",
      cookies: { [SESSION_COOKIE]: cookie },
      headers: { "x-requested-with": "XMLHttpRequest" },
      payload: body,
    });
    expect(marked.statusCode).toBe(200);
    expect((await t.call("POST", "/api/Employee/UpdateEmployeeCookies", { token, body })).statusCode).toBe(
      200,
    );
  });

  it("sets the security headers", async () => {
    const res = await t.call("GET", "/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(String(res.headers["content-security-policy"])).toContain("frame-ancestors 'self'");
  });

  it("accepts and ignores an unknown login-database header", async () => {
    const res = await t.call("POST", "/api/Login", {
      body: { email: "viewer@acme.example", password: "Fieldstead-demo-1", databaseName: "legacy_db" },
      headers: { "x-database-name": "legacy_db" },
    });
    expect(res.statusCode).toBe(200);
  });
});
