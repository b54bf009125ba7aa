import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DashboardSummary } from "@fieldstead/domain";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import { TEST_NOW, TestClock } from "../../test/test-clock.ts";

describe.each(testBackends())("dashboard figures on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database, { clock: new TestClock(TEST_NOW) });
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  const one = async (query: ReturnType<typeof sql>): Promise<number> => {
    const result = (await t.ctx.db.execute(query)) as unknown as { rows: { n: string | number }[] };
    return Number(result.rows[0]?.n ?? 0);
  };
  const orgIdOf = (name: string) => one(sql`select id as n from organisations where name = ${name}`);
  const summaryOf = async (email: string) => {
    const { token } = await t.signIn(email);
    const res = await t.call("GET", "/api/Dashboard/GetDashboardSummary", { token });
    expect(res.statusCode).toBe(200);
    return res.json() as DashboardSummary;
  };
  const expectedFor = async (orgId: number) => ({
    open: await one(
      sql`select count(*) as n from tasks where org_id = ${orgId} and status_id not in (2, 21, 24)`,
    ),
    overdue: await one(
      sql`select count(*) as n from tasks where org_id = ${orgId} and status_id not in (2, 21, 24) and due_date < ${TEST_NOW.toISOString()}`,
    ),
    assets: await one(sql`select count(*) as n from assets where org_id = ${orgId}`),
    verified: await one(
      sql`select count(*) as n from assets where org_id = ${orgId} and verification_state = 'Verified'`,
    ),
    activeLeases: await one(sql`select count(*) as n from leases where org_id = ${orgId} and status_id = 2`),
    leases: await one(sql`select count(*) as n from leases where org_id = ${orgId}`),
    due: await one(
      sql`select count(*) as n from lease_billing_periods where org_id = ${orgId} and status_id = 2`,
    ),
    locations: await one(sql`select count(*) as n from locations where org_id = ${orgId}`),
    sites: await one(sql`select count(*) as n from locations where org_id = ${orgId} and level_id = 1`),
  });

  it("gives the administrator every section, each figure matching the organisation's records", async () => {
    const summary = await summaryOf("admin@acme.example");
    const expected = await expectedFor(await orgIdOf("Acme Facilities"));
    expect(summary.OrgName).toBe("Acme Facilities");
    expect(summary.WorkOrders).toMatchObject({ Open: expected.open, Overdue: expected.overdue });
    expect(summary.WorkOrders!.ByStatus.reduce((s, r) => s + r.Count, 0)).toBe(expected.open);
    expect(summary.WorkOrders!.ByStatus.map((r) => r.StatusId)).not.toContain(2);
    expect(summary.Assets!.Total).toBe(expected.assets);
    expect(summary.Assets!.ByVerification.find((v) => v.State === "Verified")?.Count).toBe(expected.verified);
    expect(summary.Assets!.ByVerification).toHaveLength(4);
    expect(summary.Leases).toMatchObject({
      Active: expected.activeLeases,
      Total: expected.leases,
      BillingDue: expected.due,
    });
    expect(summary.Locations).toEqual({ Sites: expected.sites, Total: expected.locations });
    expect(expected.open).toBeGreaterThan(0);
  });

  it("shows the technician work orders, locations and assets, not leases", async () => {
    const summary = await summaryOf("tech@acme.example");
    expect(summary.WorkOrders).not.toBeNull();
    expect(summary.Locations).not.toBeNull();
    expect(summary.Assets).not.toBeNull();
    expect(summary.Leases).toBeNull();
  });

  it("shows the viewer assets and locations, not work orders", async () => {
    const summary = await summaryOf("viewer@acme.example");
    expect(summary.Assets).not.toBeNull();
    expect(summary.Locations).not.toBeNull();
    expect(summary.WorkOrders).toBeNull();
    expect(summary.Leases).toBeNull();
  });

  it("counts only the caller's organisation", async () => {
    const summary = await summaryOf("admin@globex.example");
    const globex = await expectedFor(await orgIdOf("Globex Field Services"));
    expect(summary.OrgName).toBe("Globex Field Services");
    expect(summary.WorkOrders?.Open).toBe(globex.open);
    expect(summary.Assets?.Total).toBe(globex.assets);
    expect(summary.Leases?.Total).toBe(globex.leases);
    expect(summary.Locations?.Total).toBe(globex.locations);
  });

  it("answers 401 without a session", async () => {
    expect((await t.call("GET", "/api/Dashboard/GetDashboardSummary")).statusCode).toBe(401);
  });
});
