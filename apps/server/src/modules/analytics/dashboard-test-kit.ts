import { inArray, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { DashboardData, DashboardDrillDownReply, DashboardWidget } from "@fieldstead/domain";
import { employees } from "../../db/schema/index.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import type { Backend } from "../../test/test-databases.ts";
import { TEST_NOW, TestClock } from "../../test/test-clock.ts";

const ACCOUNTS = {
  admin: "admin@acme.example",
  manager: "manager@acme.example",
  tech: "tech@acme.example",
  lease: "lease@acme.example",
  viewer: "viewer@acme.example",
  globex: "admin@globex.example",
} as const;
export type Who = keyof typeof ACCOUNTS;
type Person = { token: string; employeeId: number; orgId: number };

/** A test organisation's new place: a site with a building under it (ids), made for one test. */
export type TestSite = { siteId: number; buildingId: number };

export type DashboardKit = {
  t: TestApp;
  who: Record<Who, Person>;
  /** The reply of GetDashboardData (after checking it is a 200). */
  data(who: Who, body: Record<string, unknown>): Promise<DashboardData>;
  /** The reply of GetDashboardDrillDown (after checking it is a 200). */
  drill(who: Who, body: Record<string, unknown>): Promise<DashboardDrillDownReply>;
  /** A raw call of an analytics route as someone. */
  post(who: Who, path: string, body: unknown): ReturnType<TestApp["call"]>;
  /** A site with one building, in the person's organisation, with a unique code. */
  site(who: Who): Promise<TestSite>;
  /** Runs an insert (or any statement) and answers the `id` of the first row it returns. */
  insert(query: ReturnType<typeof sql>): Promise<number>;
  close(): Promise<void>;
};

let made = 0;
/** A unique suffix for codes and numbers made by the tests. */
export const unique = (): string => `${process.pid}-${++made}`;

export const openDashboardKit = async (backend: Backend): Promise<DashboardKit> => {
  const db: TestDatabase = await openTestDatabase(backend);
  const t = await createTestApp(db.database, { clock: new TestClock(TEST_NOW) });
  const rows = await t.ctx.db
    .select({ email: employees.email, id: employees.id, orgId: employees.orgId })
    .from(employees)
    .where(inArray(employees.email, Object.values(ACCOUNTS)));
  const who = {} as Record<Who, Person>;
  for (const [key, email] of Object.entries(ACCOUNTS) as [Who, string][]) {
    const row = rows.find((r) => r.email === email)!;
    who[key] = { token: (await t.signIn(email)).token, employeeId: row.id, orgId: row.orgId };
  }
  const post: DashboardKit["post"] = (w, path, body) =>
    t.call("POST", `/api/Analytics/${path}`, { token: who[w].token, body });
  const ok = async <T>(w: Who, path: string, body: unknown): Promise<T> => {
    const res = await post(w, path, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const insert: DashboardKit["insert"] = async (query) => {
    const result = (await t.ctx.db.execute(query)) as unknown as { rows: { id: number | string }[] };
    return Number(result.rows[0]?.id);
  };
  const site: DashboardKit["site"] = async (w) => {
    const code = `TS-${unique()}`;
    const orgId = who[w].orgId;
    const siteId = await insert(
      sql`insert into locations (org_id, level_id, name, code) values (${orgId}, 1, ${`Test Site ${code}`}, ${code}) returning id`,
    );
    const buildingId = await insert(
      sql`insert into locations (org_id, level_id, parent_id, name, code)
          values (${orgId}, 2, ${siteId}, ${`Test Building ${code}`}, ${`${code}-B1`}) returning id`,
    );
    return { siteId, buildingId };
  };
  return {
    t,
    who,
    post,
    insert,
    site,
    data: (w, body) => ok<DashboardData>(w, "GetDashboardData", body),
    drill: (w, body) => ok<DashboardDrillDownReply>(w, "GetDashboardDrillDown", body),
    close: async () => {
      await t.close();
      await db.dispose();
    },
  };
};

/** One widget of a dashboard, by key (fails the test when it is missing). */
export const widget = (data: DashboardData, key: string): DashboardWidget => {
  const found = data.Widgets.find((w) => w.Key === key);
  expect(found, `widget ${key}`).toBeDefined();
  return found!;
};

/** A figure's value. */
export const figure = (data: DashboardData, key: string): number => widget(data, key).Value ?? Number.NaN;

/** A chart's value for one category (0 when the category is not shown), in the first series or a named one. */
export const valueAt = (data: DashboardData, key: string, category: string, series?: string): number => {
  const w = widget(data, key);
  const index = w.Categories?.indexOf(category) ?? -1;
  const values = (series === undefined ? w.Series?.[0] : w.Series?.find((s) => s.Name === series))?.Values;
  return index < 0 ? 0 : (values?.[index] ?? 0);
};

/** The drill key of one category of a chart. */
export const drillKeyOf = (data: DashboardData, key: string, category: string): string => {
  const w = widget(data, key);
  const index = w.Categories?.indexOf(category) ?? -1;
  expect(index, `${key} shows ${category}`).toBeGreaterThanOrEqual(0);
  return w.DrillKeys![index]!;
};

/** One value of a raw count query. */
export const countOf = async (t: TestApp, query: ReturnType<typeof sql>): Promise<number> => {
  const result = (await t.ctx.db.execute(query)) as unknown as { rows: { n: string | number }[] };
  return Number(result.rows[0]?.n ?? 0);
};
