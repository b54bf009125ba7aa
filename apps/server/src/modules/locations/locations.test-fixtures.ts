import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import {
  ModuleId,
  type HistoryEntry,
  type HistoryReply,
  type LocationDetail,
  type LocationLevelId,
} from "@fieldstead/domain";
import { locations } from "../../db/schema/index.ts";
import {
  createTestApp,
  openTestDatabase,
  revokeModule,
  type TestApp,
  type TestDatabase,
} from "../../test/test-app.ts";
import type { Backend } from "../../test/test-databases.ts";

export const ADMIN = "admin@acme.example";
export const TECH = "tech@acme.example";
export const LEASE = "lease@acme.example";
export const VIEWER = "viewer@acme.example";
export const GLOBEX = "admin@globex.example";
export const ACCOUNTS = [ADMIN, TECH, LEASE, VIEWER, GLOBEX] as const;
/** The roles whose locations are read-only. */
export const READ_ONLY = [TECH, LEASE, VIEWER] as const;

export type Reply = { statusCode: number; body: string; json: () => unknown };
export type ErrorBody = {
  StatusMessage: string;
  error: string;
  fields?: { field: string; message: string }[];
};

/** A test app on a private copy of the demo database, signed in as every demo account the tests use. */
export type LocationsHarness = {
  t: TestApp;
  db: TestDatabase;
  post(email: string, action: string, body: unknown): Promise<Reply>;
  get(email: string, action: string, query: string): Promise<Reply>;
  /** Posts and expects `status`; answers the reply's body. */
  ok<T>(email: string, action: string, body: unknown, status?: number): Promise<T>;
  /** Posts and expects a 400; answers the fields it names. */
  badFields(email: string, action: string, body: unknown): Promise<string[]>;
  detail(id: number, email?: string): Promise<LocationDetail>;
  history(id: number, email?: string): Promise<HistoryEntry[]>;
  /** An Acme (or Globex) location by its demo code. */
  byCode(
    code: string,
    orgOf?: string,
  ): Promise<{ id: number; levelId: LocationLevelId; parentId: number | null }>;
  /** The organisation of an account that has locations (Acme's or Globex's administrator). */
  orgOf(email: string): number;
  /** Takes a module under Locations away from the role of the account. */
  revoke(email: string, moduleId: number): Promise<void>;
  close(): Promise<void>;
};

export const openLocationsHarness = async (backend: Backend): Promise<LocationsHarness> => {
  const db = await openTestDatabase(backend);
  const t = await createTestApp(db.database);
  const tokens = new Map<string, string>();
  const orgs = new Map<string, number>();
  for (const email of ACCOUNTS) {
    const signed = await t.signIn(email);
    tokens.set(email, signed.token);
  }
  for (const email of [ADMIN, GLOBEX]) {
    const [row] = await t.ctx.db
      .select({ orgId: locations.orgId })
      .from(locations)
      .where(eq(locations.code, email === ADMIN ? "DTC-01" : "DEN-01"));
    orgs.set(email, row!.orgId);
  }
  const post = (email: string, action: string, body: unknown) =>
    t.call("POST", `/api/Location/${action}`, { token: tokens.get(email)!, body });
  const get = (email: string, action: string, query: string) =>
    t.call("GET", `/api/Location/${action}?${query}`, { token: tokens.get(email)! });
  const ok = async <T>(email: string, action: string, body: unknown, status = 200): Promise<T> => {
    const res = await post(email, action, body);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };
  return {
    t,
    db,
    post,
    get,
    ok,
    badFields: async (email, action, body) => {
      const res = await post(email, action, body);
      expect(res.statusCode, res.body).toBe(400);
      return ((res.json() as ErrorBody).fields ?? []).map((f) => f.field);
    },
    detail: async (id, email = ADMIN) => {
      const res = await get(email, "GetLocation", `Id=${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as LocationDetail;
    },
    history: async (id, email = ADMIN) =>
      (await ok<HistoryReply>(email, "GetLocationHistory", { Id: id, PageSize: 100 })).Entries,
    byCode: async (code, orgOf = ADMIN) => {
      const [row] = await t.ctx.db
        .select({ id: locations.id, levelId: locations.levelId, parentId: locations.parentId })
        .from(locations)
        .where(and(eq(locations.orgId, orgs.get(orgOf)!), eq(locations.code, code)));
      if (!row) throw new Error(`no location ${code}`);
      return row;
    },
    orgOf: (email) => orgs.get(email)!,
    revoke: async (email, moduleId) =>
      revokeModule(t, await t.signIn(email), { moduleId, parentId: ModuleId.Locations }),
    close: async () => {
      await t.close();
      await db.dispose();
    },
  };
};
