import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  ResultCode,
  SSO_MESSAGES,
  domainNotAllowedMessage,
  noAccountMessage,
  otherOrganisationMessage,
} from "@fieldstead/domain";
import { employees, roles } from "../../../db/schema/index.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../../test/test-app.ts";
import { TestClock } from "../../../test/test-clock.ts";
import { testBackends } from "../../../test/test-databases.ts";
import { startOidcTestProvider, type OidcTestProvider } from "../../../test/oidc-test-provider.ts";
import { SESSION_COOKIE } from "../../../plugins/auth.ts";
import { CLIENT, PORTAL_URL, REDIRECT_URI, globexConnection, ssoBrowser } from "./sso-test-kit.ts";

const TECH = "tech@globex.example";
const NEWCOMER = "mei.newcomer@globex.example";
const PARTNER = "eve@globex-partner.example";
const MINUTE = 60 * 1000;

describe.each(testBackends())("the redirect sign-in on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let clock: TestClock;
  let provider: OidcTestProvider;
  let adminToken: string;
  let sso: ReturnType<typeof ssoBrowser>;

  const save = async (overrides: object = {}) => {
    const res = await t.call("POST", "/api/Settings/SaveSingleSignOn", {
      token: adminToken,
      body: globexConnection(provider, overrides),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const setEnabled = (email: string, enabled: boolean) =>
    t.ctx.db.update(employees).set({ enabled }).where(eq(employees.email, email));

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    clock = new TestClock();
    t = await createTestApp(db.database, { clock, config: { publicUrl: PORTAL_URL } });
    provider = await startOidcTestProvider({
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      redirectUris: [REDIRECT_URI],
      accounts: [
        { email: TECH },
        { email: "admin@acme.example" },
        { email: "unverified@globex.example", emailVerified: false },
        { email: NEWCOMER, givenName: "Mei", familyName: "Newcomer" },
        { email: PARTNER },
      ],
    });
    adminToken = (await t.signIn("admin@globex.example")).token;
    sso = ssoBrowser(t, provider);
    await save();
  });
  afterAll(async () => {
    await provider?.close();
    await t?.close();
    await db?.dispose();
  });

  it("signs a Globex person in through the provider, with a session that works", async () => {
    const started = await sso.start(TECH);
    expect(started.location.startsWith(`${provider.issuer}/auth?`)).toBe(true);
    const asked = new URL(started.location).searchParams;
    expect(asked.get("code_challenge_method")).toBe("S256");
    expect(asked.get("scope")).toBe("openid email profile");
    expect(asked.get("redirect_uri")).toBe(REDIRECT_URI);
    expect(started.cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api" });

    const back = await provider.signIn(started.location, TECH);
    const finish = await sso.callback(back, started.state);
    expect(finish).toMatchObject({ email: TECH, error: null });
    const { reply, res } = await sso.login({ Email: TECH, ValidationToken: finish.token }, started.state);
    expect(reply).toMatchObject({
      StatusCode: 0,
      StatusMessage: "Signed in",
      Email: TECH,
      EmpFullName: "Devon Park",
    });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.httpOnly).toBe(true);
    const landing = await t.call("GET", "/api/Employee/GetLandingPageModulesByRole", { token: reply.Token });
    expect(landing.statusCode).toBe(200);
  });

  it("uses a ValidationToken once, only in the browser that started the sign-in, and only for a few minutes", async () => {
    const { finish, state } = await sso.throughProvider(TECH);
    const body = { Email: TECH, ValidationToken: finish.token };
    expect((await sso.login(body, null)).reply).toMatchObject({ StatusCode: ResultCode.NotAuthenticated });
    expect((await sso.login({ ...body, Email: "admin@globex.example" }, state)).reply).toEqual({
      StatusCode: ResultCode.InvalidRequest,
      StatusMessage: SSO_MESSAGES.emailMismatch,
    });
    // The mismatch used it up.
    expect((await sso.login(body, state)).reply).toEqual({
      StatusCode: ResultCode.NotAuthenticated,
      StatusMessage: SSO_MESSAGES.tokenUsed,
    });

    const second = await sso.throughProvider(TECH);
    const again = { Email: TECH, ValidationToken: second.finish.token };
    expect((await sso.login(again, second.state)).reply.StatusCode).toBe(0);
    expect((await sso.login(again, second.state)).reply.StatusMessage).toBe(SSO_MESSAGES.tokenUsed);

    const late = await sso.throughProvider(TECH);
    clock.advance(6 * MINUTE);
    const lateReply = await sso.login({ Email: TECH, ValidationToken: late.finish.token }, late.state);
    expect(lateReply.reply.StatusMessage).toBe(SSO_MESSAGES.tokenUsed);
  });

  it("refuses a callback whose state is not this browser's, or missing", async () => {
    const mine = await sso.start(TECH);
    const other = await sso.start(TECH);
    const back = await provider.signIn(mine.location, TECH);
    expect((await sso.callback(back, other.state)).error).toBe(SSO_MESSAGES.notVerified);
    expect((await sso.callback(back, null)).error).toBe(SSO_MESSAGES.notVerified);
    // The right browser still finishes it.
    expect((await sso.callback(back, mine.state)).email).toBe(TECH);
  });

  it("refuses a sign-in that comes back after 10 minutes", async () => {
    const started = await sso.start(TECH);
    clock.advance(11 * MINUTE);
    const back = await provider.signIn(started.location, TECH);
    expect((await sso.callback(back, started.state)).error).toBe(SSO_MESSAGES.expired);
  });

  it("refuses a code used twice, a code of another sign-in, an expired code and a provider's refusal", async () => {
    const first = await sso.throughProvider(TECH);
    expect(first.finish.email).toBe(TECH);
    expect((await sso.callback(first.back, first.state)).error).toBe(SSO_MESSAGES.alreadyUsed);

    const a = await sso.start(TECH);
    const b = await sso.start(TECH);
    const backA = await provider.signIn(a.location, TECH);
    const crossed = new URL(backA);
    crossed.searchParams.set("state", b.state!);
    expect((await sso.callback(crossed, b.state)).error).toBe(SSO_MESSAGES.codeRefused);

    provider.setCodeLifetime(1);
    try {
      const slow = await sso.start(TECH);
      const slowBack = await provider.signIn(slow.location, TECH);
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect((await sso.callback(slowBack, slow.state)).error).toBe(SSO_MESSAGES.codeRefused);
    } finally {
      provider.setCodeLifetime(60);
    }

    const denied = await sso.start(TECH);
    const refusal = new URL(REDIRECT_URI);
    refusal.search = new URLSearchParams({ error: "access_denied", state: denied.state! }).toString();
    expect((await sso.callback(refusal, denied.state)).error).toBe(
      "The sign-in provider refused the sign-in: access_denied",
    );
  });

  it("refuses an address outside the allowed domains, and an unverified one", async () => {
    const acme = await sso.throughProvider(TECH, "admin@acme.example");
    expect(acme.finish.error).toBe(domainNotAllowedMessage("admin@acme.example"));
    const unverified = await sso.throughProvider("unverified@globex.example");
    expect(unverified.finish.error).toBe("The sign-in provider has not verified your e-mail address.");
  });

  it("refuses a person of another organisation with an address of an allowed domain", async () => {
    await save({ AllowedDomains: "globex.example, globex-partner.example" });
    const [acmeAdmin] = await t.ctx.db
      .select({ orgId: employees.orgId, roleId: employees.roleId })
      .from(employees)
      .where(eq(employees.email, "admin@acme.example"));
    // Another organisation's person with an address of the domain, come after the connection was saved.
    await t.ctx.db
      .insert(employees)
      .values({ ...acmeAdmin!, email: PARTNER, firstName: "Eve", lastName: "Outsider" });
    try {
      expect((await sso.signIn(PARTNER)).reply).toEqual({
        StatusCode: ResultCode.NoMatch,
        StatusMessage: otherOrganisationMessage(PARTNER),
      });
      const resave = await t.call("POST", "/api/Settings/SaveSingleSignOn", {
        token: adminToken,
        body: globexConnection(provider, { AllowedDomains: "globex.example, globex-partner.example" }),
      });
      expect(resave.statusCode).toBe(400);
      expect(resave.json().fields).toEqual([
        {
          field: "AllowedDomains",
          message: "globex-partner.example is the e-mail domain of another organisation",
        },
      ]);
    } finally {
      await t.ctx.db.delete(employees).where(eq(employees.email, PARTNER));
      await save();
    }
  });

  it("refuses a disabled person", async () => {
    await setEnabled(TECH, false);
    try {
      const { reply } = await sso.signIn(TECH);
      expect(reply).toEqual({ StatusCode: ResultCode.UserDisabled, StatusMessage: SSO_MESSAGES.disabled });
    } finally {
      await setEnabled(TECH, true);
    }
  });

  it("refuses an unknown person, and creates them when just-in-time creation is on", async () => {
    expect((await sso.signIn(NEWCOMER)).reply).toEqual({
      StatusCode: ResultCode.NoMatch,
      StatusMessage: noAccountMessage(NEWCOMER),
    });
    const [technician] = await t.ctx.db
      .select({ id: roles.id })
      .from(roles)
      .innerJoin(employees, and(eq(employees.roleId, roles.id), eq(employees.email, TECH)));
    await save({ JitEnabled: true, JitRoleId: technician!.id });
    try {
      const { reply } = await sso.signIn(NEWCOMER);
      expect(reply).toMatchObject({
        StatusCode: 0,
        Email: NEWCOMER,
        EmpFullName: "Mei Newcomer",
        RoleId: technician!.id,
      });
      const [created] = await t.ctx.db.select().from(employees).where(eq(employees.email, NEWCOMER));
      expect(created).toMatchObject({ passwordHash: null, enabled: true });
      expect(created!.activatedAt).not.toBeNull();
    } finally {
      await save();
    }
  });
});
