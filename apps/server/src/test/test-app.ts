import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { inject } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { pino, type Logger } from "pino";
import type { SessionUserRecord } from "@fieldstead/domain";
import { buildApp } from "../app.ts";
import { loadConfig, type Config } from "../config.ts";
import type { AppContext } from "../context.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { employees, modules, roleModulePermissions } from "../db/schema/index.ts";
import { DEMO_PASSWORD } from "../seed/demo.seed.ts";
import { SESSION_COOKIE } from "../plugins/auth.ts";
import { TestClock } from "./test-clock.ts";
import { createDatabase, databaseUrl, dropDatabase, uniqueName, type Backend } from "./test-databases.ts";

export type TestDatabase = { database: Database; dispose(): Promise<void> };

/** A private copy of the seeded demo database for one test file. */
export const openTestDatabase = async (backend: Backend): Promise<TestDatabase> => {
  if (backend === "pglite") {
    const dump = readFileSync(inject("pgliteDump"));
    const database = await openDatabase({ kind: "pglite", loadDataDir: new Blob([dump]) });
    return { database, dispose: () => database.close() };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const name = uniqueName("fs_test");
  await createDatabase(base, name, inject("templateDatabase"));
  const database = await openDatabase({ kind: "postgres", url: databaseUrl(base, name), poolSize: 4 });
  return {
    database,
    dispose: async () => {
      await database.close();
      await dropDatabase(base, name);
    },
  };
};

export type SignedIn = { token: string; cookie: string; record: SessionUserRecord };

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  clock: TestClock;
  /** Signs a demo account in; throws unless the answer is 200. */
  signIn(email: string, password?: string): Promise<SignedIn>;
  /** A request authenticated by a bearer token (or anonymous without one). */
  call(
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

/** The test configuration: files go to a fresh temporary folder, never into the working copy. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({ LOG_LEVEL: "silent" }),
  storage: { kind: "local", dir: mkdtempSync(join(tmpdir(), "fs-files-")) },
  ...overrides,
});

export const createTestApp = async (
  database: Database,
  options: { clock?: TestClock; config?: Partial<Config>; webDistDir?: string; logger?: Logger } = {},
): Promise<TestApp> => {
  const clock = options.clock ?? new TestClock();
  const { app, ctx } = await buildApp({
    config: testConfig(options.config),
    database,
    logger: options.logger ?? pino({ level: "silent" }),
    now: clock.now,
    webDistDir: options.webDistDir ?? "/nonexistent",
  });
  await app.ready();
  const call: TestApp["call"] = (method, url, { token, body, headers = {} } = {}) =>
    app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as string | object }),
    });
  const signIn: TestApp["signIn"] = async (email, password = DEMO_PASSWORD) => {
    const res = await call("POST", "/api/Login", { body: { email, password } });
    if (res.statusCode !== 200)
      throw new Error(`sign-in of ${email} answered ${res.statusCode}: ${res.body}`);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    if (!cookie) throw new Error("no session cookie");
    const record = res.json() as SessionUserRecord;
    return { token: record.Token, cookie: cookie.value, record };
  };
  return { app, ctx, clock, signIn, call, close: () => app.close() };
};

/** A signed-in demo account: its session token, and who it is. */
export type TestPerson = { token: string; employeeId: number; orgId: number; roleId: number };

/** Signs in every demo account of `accounts` (a key for each e-mail), answering them by the same keys. */
export const signInAccounts = async <K extends string>(
  t: TestApp,
  accounts: Record<K, string>,
): Promise<Record<K, TestPerson>> => {
  const found = await t.ctx.db
    .select({ email: employees.email, id: employees.id, orgId: employees.orgId, roleId: employees.roleId })
    .from(employees)
    .where(inArray(employees.email, Object.values<string>(accounts)));
  const people = {} as Record<K, TestPerson>;
  for (const [key, email] of Object.entries(accounts) as [K, string][]) {
    const row = found.find((f) => f.email === email);
    if (!row) throw new Error(`no demo account ${email}`);
    people[key] = {
      token: (await t.signIn(email)).token,
      employeeId: row.id,
      orgId: row.orgId,
      roleId: row.roleId,
    };
  }
  return people;
};

/**
 * Takes a module away from the role of a signed-in account (and every account of that role), as a role editor
 * would: the grant is disabled and the role's cached rights dropped.
 */
export const revokeModule = async (
  t: TestApp,
  signedIn: SignedIn,
  module: { moduleId: number; parentId?: number },
): Promise<void> => {
  const refs = await t.ctx.db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.moduleId, module.moduleId), eq(modules.parentId, module.parentId ?? 0)));
  await t.ctx.db
    .update(roleModulePermissions)
    .set({ enabled: false })
    .where(
      and(
        eq(roleModulePermissions.roleId, signedIn.record.RoleId),
        inArray(
          roleModulePermissions.moduleRef,
          refs.map((r) => r.id),
        ),
      ),
    );
  t.ctx.permissions.invalidate(signedIn.record.RoleId);
};
