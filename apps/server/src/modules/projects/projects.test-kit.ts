import { and, asc, eq, ne } from "drizzle-orm";
import { expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { employees, locations, organisations, projects } from "../../db/schema/index.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import type { Backend } from "../../test/test-databases.ts";

const ACCOUNTS = {
  admin: "admin@acme.example",
  tech: "tech@acme.example",
  viewer: "viewer@acme.example",
  globex: "admin@globex.example",
} as const;
export type Account = keyof typeof ACCOUNTS;

export type ProjectTestKit = {
  t: TestApp;
  tokens: Record<Account, string>;
  acmeId: number;
  /** A location and an employee of each organisation. */
  acme: { locationId: number; locationName: string; employeeId: number };
  globex: { locationId: number; employeeId: number };
  /** POST with a body, GET with a query, under /api/Project/. */
  call(
    account: Account,
    path: string,
    options?: { body?: unknown; query?: Record<string, string | number> },
  ): Promise<LightMyRequestResponse>;
  ok<T>(response: Promise<LightMyRequestResponse>, status?: number): Promise<T>;
  close(): Promise<void>;
};

const firstOf = async (t: TestApp, orgId: number) => {
  const db = t.ctx.db;
  const [place] = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.orgId, orgId))
    .orderBy(asc(locations.id))
    .limit(1);
  const [person] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.orgId, orgId))
    .orderBy(asc(employees.id))
    .limit(1);
  return { locationId: place!.id, locationName: place!.name, employeeId: person!.id };
};

export const openProjectTestKit = async (backend: Backend): Promise<ProjectTestKit> => {
  const db: TestDatabase = await openTestDatabase(backend);
  const t = await createTestApp(db.database);
  const tokens = {} as Record<Account, string>;
  for (const [account, email] of Object.entries(ACCOUNTS) as [Account, string][])
    tokens[account] = (await t.signIn(email)).token;
  const [acme] = await t.ctx.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.assetTagPrefix, "ACM"));
  const [other] = await t.ctx.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(ne(organisations.id, acme!.id))
    .limit(1);
  const call: ProjectTestKit["call"] = (account, path, { body, query } = {}) => {
    const search = query
      ? `?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`
      : "";
    return t.call(query ? "GET" : "POST", `/api/Project/${path}${search}`, {
      token: tokens[account],
      ...(body === undefined ? {} : { body }),
    });
  };
  const ok = async <T>(response: Promise<LightMyRequestResponse>, status = 200) => {
    const res = await response;
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };
  return {
    t,
    tokens,
    acmeId: acme!.id,
    acme: await firstOf(t, acme!.id),
    globex: await firstOf(t, other!.id),
    call,
    ok,
    close: async () => {
      await t.close();
      await db.dispose();
    },
  };
};

/** The organisation's seeded projects, archived or not. */
export const seededProjects = (t: TestApp, orgId: number) =>
  t.ctx.db
    .select({ id: projects.id, code: projects.code, archived: projects.archived })
    .from(projects)
    .where(and(eq(projects.orgId, orgId)))
    .orderBy(asc(projects.id));

/** The field names of a refusal. */
export const fieldsOf = (res: LightMyRequestResponse): string[] =>
  ((res.json() as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field);
