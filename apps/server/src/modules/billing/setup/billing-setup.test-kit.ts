import { and, asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import {
  ChargeUnit,
  type AuditEntityTypeValue,
  type BillingWriteReply,
  type SaveChargeCodeInput,
  type SaveClientInput,
} from "@fieldstead/domain";
import { auditEntries } from "../../../db/schema/index.ts";
import {
  createTestApp,
  openTestDatabase,
  signInAccounts,
  type TestApp,
  type TestDatabase,
  type TestPerson,
} from "../../../test/test-app.ts";
import type { Backend } from "../../../test/test-databases.ts";

const ACCOUNTS = {
  lease: "lease@acme.example",
  admin: "admin@acme.example",
  tech: "tech@acme.example",
  viewer: "viewer@acme.example",
  globex: "admin@globex.example",
} as const;
export type Who = keyof typeof ACCOUNTS;

export type BillingSetupKit = {
  t: TestApp;
  who: Record<Who, TestPerson>;
  /** A word unique to this run, to tell its records from the demo data's. */
  word: string;
  /** GET with a query, POST with a body, under /api/Billing/. */
  call(
    who: Who,
    action: string,
    options?: { body?: unknown; query?: Record<string, string | number> },
  ): Promise<LightMyRequestResponse>;
  /** The reply's JSON after checking its status (200 unless told). */
  ok<T>(res: Promise<LightMyRequestResponse>, status?: number): Promise<T>;
  /** Saves a client (as the lease manager unless told) and answers its id. */
  saveClient(body: Partial<SaveClientInput>, who?: Who): Promise<number>;
  /** Saves a charge code (as the lease manager unless told) and answers its id. */
  saveCode(body: Partial<SaveChargeCodeInput>, who?: Who): Promise<number>;
  /** A record's history entries, oldest first. */
  history(entityType: AuditEntityTypeValue, id: number): Promise<{ action: string; changes: unknown }[]>;
  close(): Promise<void>;
};

export const openBillingSetupKit = async (backend: Backend): Promise<BillingSetupKit> => {
  const db: TestDatabase = await openTestDatabase(backend);
  const t = await createTestApp(db.database);
  const who = await signInAccounts(t, ACCOUNTS);
  const word = `Bs${Date.now().toString(36)}`;
  const call: BillingSetupKit["call"] = (w, action, { body, query } = {}) => {
    const search = query
      ? `?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`
      : "";
    return t.call(query ? "GET" : "POST", `/api/Billing/${action}${search}`, {
      token: who[w].token,
      ...(body === undefined ? {} : { body }),
    });
  };
  const ok = async <T>(res: Promise<LightMyRequestResponse>, status = 200) => {
    const answered = await res;
    expect(answered.statusCode, answered.body).toBe(status);
    return answered.json() as T;
  };
  return {
    t,
    who,
    word,
    call,
    ok,
    saveClient: async (body, w = "lease") =>
      (
        await ok<BillingWriteReply>(
          call(w, "SaveClient", { body: { Currency: "USD", PaymentTermsDays: 30, ...body } }),
        )
      ).Id,
    saveCode: async (body, w = "lease") =>
      (
        await ok<BillingWriteReply>(
          call(w, "SaveChargeCode", {
            body: {
              Description: "Inspection",
              UnitId: ChargeUnit.PerAsset,
              Rate: "12.50",
              TaxRate: "0",
              EffectiveFrom: "2026-01-01",
              ...body,
            },
          }),
        )
      ).Id,
    history: (entityType, id) =>
      t.ctx.db
        .select({ action: auditEntries.action, changes: auditEntries.changes })
        .from(auditEntries)
        .where(and(eq(auditEntries.entityType, entityType), eq(auditEntries.entityId, id)))
        .orderBy(asc(auditEntries.id)),
    close: async () => {
      await t.close();
      await db.dispose();
    },
  };
};

/** The field names of a refusal. */
export const fieldsOf = (res: LightMyRequestResponse): string[] =>
  ((res.json() as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field);

/** The message of a refusal. */
export const messageOf = (res: LightMyRequestResponse): string =>
  (res.json() as { StatusMessage: string }).StatusMessage;

/** A list request: this run's records (by Search), sorted as given. */
export const listBody = (search: string, sort: { colId: string; sort: "asc" | "desc" }[] = []) => ({
  StartRow: 0,
  PageSize: 50,
  Search: search,
  SortModel: sort,
  FilterModel: {},
});
