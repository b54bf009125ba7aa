import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BuiltInDashboard,
  EMBED_TOKEN_LIFETIME_MS,
  type DashboardData,
  type EmbedTokenClaims,
} from "@fieldstead/domain";
import { locations, organisations, systemSettings } from "../../../db/schema/index.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../../test/test-app.ts";
import { TEST_NOW, TestClock } from "../../../test/test-clock.ts";
import { testBackends } from "../../../test/test-databases.ts";
import { loadDashboardData } from "../dashboard-data.service.ts";
import {
  createEmbedTokenService,
  EMBED_KEY_NAME,
  EMBED_LINK_EXPIRED,
  EMBED_LINK_NOT_VALID,
  embedTokensFor,
} from "./embed-tokens.ts";

const GET_DASHBOARD = "/api/Embed/GetDashboard";

const figure = (data: DashboardData, key: string) => data.Widgets.find((w) => w.Key === key)?.Value;

describe.each(testBackends())("embedded dashboards' data on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let acmeId: number;
  let globexId: number;
  let acmeLocationId: number;

  const orgId = async (name: string) =>
    (
      await t.ctx.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, name))
    )[0]!.id;
  const sign = async (
    claims: Partial<Omit<EmbedTokenClaims, "exp">> = {},
    lifetimeMs = EMBED_TOKEN_LIFETIME_MS,
  ) =>
    (await embedTokensFor(t.ctx)).sign(
      {
        resource: claims.resource ?? { dashboard: BuiltInDashboard.WorkOrders },
        params: claims.params ?? {},
        org: claims.org ?? acmeId,
      },
      new Date(t.clock.now().getTime() + lifetimeMs),
    );
  const fetchWith = (token: string) => t.call("POST", GET_DASHBOARD, { body: { Token: token } });

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database, { clock: new TestClock(TEST_NOW) });
    acmeId = await orgId("Acme Facilities");
    globexId = await orgId("Globex Field Services");
    acmeLocationId = (
      await t.ctx.db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.orgId, acmeId)))
        .limit(1)
    )[0]!.id;
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("answers the token's dashboard over the token's organisation, without a session", async () => {
    const res = await fetchWith(await sign());
    expect(res.statusCode).toBe(200);
    const data = res.json() as DashboardData;
    expect(data.DashboardId).toBe(BuiltInDashboard.WorkOrders);
    expect(data.Title).toBe("Work Orders");
    expect(data.OrgName).toBe("Acme Facilities");
    expect(data.Widgets.length).toBeGreaterThan(0);
    expect(figure(data, "open")).toBe(figure(await loadDashboardData(t.ctx, acmeId, 1447, {}), "open"));
  });

  it("applies the token's filters", async () => {
    const params = { from: "2026-01-01", to: "2026-06-30", location: acmeLocationId };
    const data = (await fetchWith(await sign({ params }))).json() as DashboardData;
    expect(data.Params).toEqual({ From: "2026-01-01", To: "2026-06-30", LocationId: acmeLocationId });
    expect(data.LocationName).not.toBeNull();
  });

  it("shows the other organisation's figures for its token, never Acme's", async () => {
    const [acme, globex] = await Promise.all([
      loadDashboardData(t.ctx, acmeId, 1447, {}),
      loadDashboardData(t.ctx, globexId, 1447, {}),
    ]);
    // The two organisations' figures differ, so the answer shows whose data it is.
    expect(figure(globex, "closed")).not.toBe(figure(acme, "closed"));
    const data = (await fetchWith(await sign({ org: globexId }))).json() as DashboardData;
    expect(data.OrgName).toBe("Globex Field Services");
    expect(figure(data, "closed")).toBe(figure(globex, "closed"));
    expect(figure(data, "open")).toBe(figure(globex, "open"));
  });

  it("refuses a location of Acme inside a Globex token with a 400 naming LocationId, and no data", async () => {
    const res = await fetchWith(await sign({ org: globexId, params: { location: acmeLocationId } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: "LocationId" })]);
    expect(res.json().Widgets).toBeUndefined();
  });

  it("answers 401 'not valid' and no data to a tampered token or one signed with another key", async () => {
    const token = await sign();
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const otherOrg = Buffer.from(JSON.stringify({ ...claims, org: globexId })).toString("base64url");
    const otherSignature = signature.slice(0, 10) + (signature[10] === "x" ? "y" : "x") + signature.slice(11);
    const foreign = await createEmbedTokenService("a-key-this-server-does-not-know-at-all!!").sign(
      { resource: { dashboard: 1447 }, params: {}, org: acmeId },
      new Date(t.clock.now().getTime() + 60_000),
    );
    for (const bad of [
      `${header}.${otherOrg}.${signature}`,
      `${header}.${payload}.${otherSignature}`,
      foreign,
    ]) {
      const res = await fetchWith(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ StatusCode: 1, StatusMessage: EMBED_LINK_NOT_VALID });
      expect(res.json().Widgets).toBeUndefined();
    }
  });

  it("answers 401 'expired' once the token's time is up", async () => {
    const token = await sign({}, 60_000);
    expect((await fetchWith(token)).statusCode).toBe(200);
    t.clock.advance(60_000);
    const res = await fetchWith(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().StatusMessage).toBe(EMBED_LINK_EXPIRED);
    expect(res.json().Widgets).toBeUndefined();
  });

  it("answers 400 naming Token when none is sent", async () => {
    const res = await t.call("POST", GET_DASHBOARD, { body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: "Token" })]);
  });

  it("keeps the generated key in the database, so another instance accepts the links this one signs", async () => {
    const [stored] = await t.ctx.db
      .select({ value: systemSettings.value })
      .from(systemSettings)
      .where(eq(systemSettings.key, EMBED_KEY_NAME));
    expect(stored?.value.length).toBeGreaterThanOrEqual(32);
    const other = await createTestApp(db.database, { clock: t.clock });
    try {
      const res = await other.call("POST", GET_DASHBOARD, { body: { Token: await sign() } });
      expect(res.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("signs with EMBED_SECRET when it is set, and then refuses links of the generated key", async () => {
    const secret = "an-embedding-secret-set-by-the-operator!";
    const configured = await createTestApp(db.database, { clock: t.clock, config: { embedSecret: secret } });
    try {
      const token = await createEmbedTokenService(secret, t.clock.now).sign(
        { resource: { dashboard: 1447 }, params: {}, org: acmeId },
        new Date(t.clock.now().getTime() + 60_000),
      );
      expect((await configured.call("POST", GET_DASHBOARD, { body: { Token: token } })).statusCode).toBe(200);
      const generated = await configured.call("POST", GET_DASHBOARD, { body: { Token: await sign() } });
      expect(generated.statusCode).toBe(401);
    } finally {
      await configured.close();
    }
  });
});
