import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClientRegisteredDbReply, SignInMethodsReply, SingleSignOnSettings } from "@fieldstead/domain";
import { ssoConnections } from "../../../db/schema/index.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../../test/test-app.ts";
import { testBackends } from "../../../test/test-databases.ts";
import { startOidcTestProvider, type OidcTestProvider } from "../../../test/oidc-test-provider.ts";
import { CLIENT, PORTAL_URL, REDIRECT_URI, globexConnection } from "./sso-test-kit.ts";

const GET = "/api/Settings/GetSingleSignOn";
const SAVE = "/api/Settings/SaveSingleSignOn";

describe.each(testBackends())("single sign-on settings and sign-in methods on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let provider: OidcTestProvider;
  let globexAdmin: string;
  let acmeAdmin: string;
  const replies: string[] = [];

  const call = async (method: "GET" | "POST", url: string, token?: string, body?: object) => {
    const res = await t.call(method, url, { ...(token ? { token } : {}), ...(body ? { body } : {}) });
    replies.push(res.body);
    return res;
  };
  const save = (overrides: object = {}, token = globexAdmin) =>
    call("POST", SAVE, token, globexConnection(provider, overrides));
  const methods = async (email: string, clean = true) => {
    const res = await call(
      "GET",
      `/api/Login/GetClientRegisteredDb${clean ? "Clean" : ""}?email=${encodeURIComponent(email)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SignInMethodsReply & Partial<ClientRegisteredDbReply>;
  };

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database, { config: { publicUrl: PORTAL_URL } });
    provider = await startOidcTestProvider({
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      redirectUris: [REDIRECT_URI],
      accounts: [],
    });
    globexAdmin = (await t.signIn("admin@globex.example")).token;
    acmeAdmin = (await t.signIn("admin@acme.example")).token;
  });
  afterAll(async () => {
    await provider?.close();
    await t?.close();
    await db?.dispose();
  });

  it("shows an organisation without a connection, with the redirect URI to register", async () => {
    const res = await call("GET", GET, globexAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      IsConfigured: false,
      HasClientSecret: false,
      RedirectUri: REDIRECT_URI,
    });
    expect((res.json() as SingleSignOnSettings).Roles.map((r) => r.RoleName)).toContain("Field Technician");
  });

  it("refuses the settings to a person without the right to manage users, and to nobody", async () => {
    const tech = (await t.signIn("tech@globex.example")).token;
    expect((await call("GET", GET, tech)).statusCode).toBe(403);
    expect((await save({}, tech)).statusCode).toBe(403);
    expect((await call("GET", GET)).statusCode).toBe(401);
  });

  it.each([
    [{ IssuerUrl: "http://id.example.com" }, "IssuerUrl", "must start with https://"],
    [{ AllowedDomains: "globex" }, "AllowedDomains", '"globex" is not an e-mail domain'],
    [{ ClientSecret: "" }, "ClientSecret", "is required"],
    [{ JitEnabled: true, JitRoleId: 999_999 }, "JitRoleId", "is not a role of your organisation"],
    [
      { Provider: "entra", TenantId: "contoso" },
      "TenantId",
      "must be the directory (tenant) ID, a GUID such as 72f988bf-86f1-41af-91ab-2d7cd011db47",
    ],
  ])("refuses %j naming the field", async (overrides, field, message) => {
    const res = await save(overrides);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual([{ field, message }]);
  });

  it("refuses an issuer whose discovery document cannot be read, saying why", async () => {
    const closed = await startOidcTestProvider({
      clientId: "x",
      clientSecret: "y",
      redirectUris: [REDIRECT_URI],
      accounts: [],
    });
    await closed.close();
    const refused = await save({ IssuerUrl: closed.issuer });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      {
        field: "IssuerUrl",
        message: "the issuer's discovery document could not be read: the server refused the connection",
      },
    ]);
    const notIssuer = await save({ IssuerUrl: `${provider.issuer}/elsewhere` });
    expect(notIssuer.json().fields[0].message).toMatch(
      /^the issuer's discovery document could not be read: /,
    );
  });

  it("checks an Entra ID tenant's discovery document, naming TenantId", async () => {
    const res = await save({ Provider: "entra", TenantId: "00000000-0000-4000-8000-00000000abcd" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toEqual(["TenantId"]);
  });

  it("saves a connection, keeps the secret encrypted and never answers it", async () => {
    const saved = await save({ AllowedDomains: "Globex.example, @globex-field.example" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      IsConfigured: true,
      Provider: "oidc",
      IssuerUrl: provider.issuer,
      DisplayName: "Globex ID",
      HasClientSecret: true,
      AllowedDomains: ["globex.example", "globex-field.example"],
      Enabled: true,
      JitEnabled: false,
    });
    // An empty secret keeps the one kept.
    expect((await save({ ClientSecret: "", DisplayName: "Globex Login" })).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(ssoConnections);
    expect(row!.clientSecretEncrypted).not.toContain(CLIENT.secret);
    expect(await t.ctx.encryption.decrypt(row!.clientSecretEncrypted)).toBe(CLIENT.secret);
    expect((await call("GET", GET, globexAdmin)).json()).toMatchObject({ DisplayName: "Globex Login" });
    // Another organisation sees its own, empty connection.
    expect((await call("GET", GET, acmeAdmin)).json()).toMatchObject({ IsConfigured: false, ClientId: "" });
  });

  it("refuses a domain another organisation's connection or people have", async () => {
    const res = await call(
      "POST",
      SAVE,
      acmeAdmin,
      globexConnection(provider, { AllowedDomains: "globex.example" }),
    );
    expect(res.json().fields).toEqual([
      {
        field: "AllowedDomains",
        message: "globex.example already signs in with another organisation's single sign-on",
      },
    ]);
    const people = await save({ AllowedDomains: "globex.example, acme.example" });
    expect(people.json().fields).toEqual([
      { field: "AllowedDomains", message: "acme.example is the e-mail domain of another organisation" },
    ]);
  });

  it("answers the sign-in methods from the domain alone: the same for a known and an unknown address", async () => {
    const known = await methods("tech@globex.example");
    const unknown = await methods("nobody.here@globex.example");
    expect(known).toEqual({
      StatusCode: 0,
      Password: true,
      SingleSignOn: { Name: "Globex Login", StartUrl: "/api/Login/SsoStart?email=tech%40globex.example" },
    });
    expect({ ...unknown, SingleSignOn: { ...unknown.SingleSignOn, StartUrl: "" } }).toEqual({
      ...known,
      SingleSignOn: { ...known.SingleSignOn, StartUrl: "" },
    });
    expect(await methods("admin@acme.example")).toEqual({
      StatusCode: 0,
      Password: true,
      SingleSignOn: null,
    });
    expect(await methods("tech@globex.example", false)).toMatchObject({
      SingleSignOn: { Name: "Globex Login" },
      DatabaseName: t.ctx.config.databaseName,
      OrganisationName: "Globex Field Services",
    });
    expect(await methods("admin@acme.example", false)).toMatchObject({
      SingleSignOn: null,
      OrganisationName: null,
    });
  });

  it("offers no single sign-on once the connection is turned off", async () => {
    expect((await save({ ClientSecret: "", Enabled: false })).statusCode).toBe(200);
    expect((await methods("tech@globex.example")).SingleSignOn).toBeNull();
    const start = await t.call("GET", "/api/Login/SsoStart?email=tech%40globex.example");
    expect(start.headers.location).toMatch(/^\/#\/Login-Callback\?error=Single\+sign-on\+is\+not\+set\+up/);
    await save({ ClientSecret: "" });
  });

  it.each(["", "not-an-address", "a@b"])("refuses the methods of %j naming email", async (email) => {
    for (const path of [
      "/api/Login/GetClientRegisteredDbClean",
      "/api/Login/GetClientRegisteredDb",
      "/api/Login/SsoStart",
    ]) {
      const res = await call("GET", `${path}?email=${encodeURIComponent(email)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.map((f: { field: string }) => f.field)).toEqual(["email"]);
    }
  });

  it("never answers the client secret", () => {
    expect(replies.length).toBeGreaterThan(10);
    for (const body of replies) expect(body).not.toContain(CLIENT.secret);
  });
});
