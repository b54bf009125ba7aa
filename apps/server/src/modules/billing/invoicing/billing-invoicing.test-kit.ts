import { asc, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import type {
  BatchActionValue,
  BatchDetail,
  GenerateBatchReply,
  MoveBatchReply,
  SaveBillingRuleInput,
} from "@fieldstead/domain";
import { billingClients, billingRules, invoiceLines, invoices } from "../../../db/schema/index.ts";
import { createTestApp, openTestDatabase, signInAccounts, type TestApp } from "../../../test/test-app.ts";
import { TEST_NOW, TestClock } from "../../../test/test-clock.ts";
import type { Backend } from "../../../test/test-databases.ts";
import { invoicingFixtures } from "./billing-invoicing.test-fixtures.ts";

const ACCOUNTS = {
  admin: "admin@acme.example",
  lease: "lease@acme.example",
  tech: "tech@acme.example",
  viewer: "viewer@acme.example",
  globex: "admin@globex.example",
} as const;
export type Who = keyof typeof ACCOUNTS;

type CallOptions = { body?: unknown; query?: Record<string, string | number> };

/** Test data and calls for billing rules and invoicing batches, on a private copy of the demo database. */
export const openInvoicingKit = async (backend: Backend) => {
  const database = await openTestDatabase(backend);
  const t: TestApp = await createTestApp(database.database, { clock: new TestClock(TEST_NOW) });
  const who = await signInAccounts(t, ACCOUNTS);
  const db = t.ctx.db;
  const orgId = who.admin.orgId;
  // The demo's own billing set-up (if any) is switched off, so each test's figures come from its own records.
  await db.update(billingClients).set({ isActive: false }).where(eq(billingClients.orgId, orgId));
  await db.update(billingRules).set({ isActive: false }).where(eq(billingRules.orgId, orgId));

  let made = 0;
  const unique = (prefix: string) => `${prefix} ${++made}`;
  const request = (w: Who, path: string, { body, query }: CallOptions = {}) => {
    const search = query
      ? `?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`
      : "";
    return t.call(query ? "GET" : "POST", `/api/${path}${search}`, {
      token: who[w].token,
      ...(body === undefined ? {} : { body }),
    });
  };
  const call = (w: Who, action: string, options?: CallOptions) => request(w, `Billing/${action}`, options);
  const ok = async <T>(res: Promise<LightMyRequestResponse>, status = 200): Promise<T> => {
    const answered = await res;
    expect(answered.statusCode, answered.body).toBe(status);
    return answered.json() as T;
  };

  const fixtures = await invoicingFixtures({
    db,
    orgId,
    adminId: who.admin.employeeId,
    request,
    ok,
    unique,
  });

  return {
    t,
    who,
    call,
    ok,
    orgId,
    ...fixtures,
    saveRule: async (body: SaveBillingRuleInput, w: Who = "admin") =>
      (await ok<{ Id: number }>(call(w, "SaveBillingRule", { body }))).Id,
    generate: (period: string, clientIds?: number[], requestId?: string, w: Who = "admin") =>
      ok<GenerateBatchReply>(
        call(w, "GenerateBatch", { body: { Period: period, ClientIds: clientIds, RequestId: requestId } }),
      ),
    batch: (id: number, w: Who = "admin") => ok<BatchDetail>(call(w, "GetBatch", { query: { Id: id } })),
    move: (id: number, action: BatchActionValue, w: Who = "admin", comment?: string) =>
      call(w, "MoveBatch", { body: { Id: id, Action: action, Comment: comment } }),
    /** Takes moves one after the other (each must succeed) and answers the last reply. */
    walk: async (id: number, actions: readonly BatchActionValue[], w: Who = "admin") => {
      let reply: MoveBatchReply | null = null;
      for (const action of actions)
        reply = await ok<MoveBatchReply>(call(w, "MoveBatch", { body: { Id: id, Action: action } }));
      return reply;
    },
    /** Records what was paid of an invoice (payments are another part of billing: written directly). */
    pay: async (invoiceId: number, paid: string) => {
      await db.update(invoices).set({ paid }).where(eq(invoices.id, invoiceId));
    },
    /** A batch's invoices as stored: client, number, amounts. */
    storedInvoices: (batchId: number) =>
      db
        .select({
          id: invoices.id,
          clientId: invoices.clientId,
          number: invoices.invoiceNumber,
          issueDate: sql<string | null>`${invoices.issueDate}::text`,
          dueDate: sql<string | null>`${invoices.dueDate}::text`,
          net: sql<string>`${invoices.net}::text`,
          tax: sql<string>`${invoices.tax}::text`,
          total: sql<string>`${invoices.total}::text`,
          arrears: sql<string>`${invoices.arrears}::text`,
        })
        .from(invoices)
        .where(eq(invoices.batchId, batchId))
        .orderBy(asc(invoices.id)),
    storedLines: (invoiceId: number) =>
      db
        .select({
          kindId: invoiceLines.kindId,
          description: invoiceLines.description,
          quantity: sql<string>`${invoiceLines.quantity}::text`,
          unitPrice: sql<string>`${invoiceLines.unitPrice}::text`,
          net: sql<string>`${invoiceLines.net}::text`,
          discount: sql<string>`${invoiceLines.discount}::text`,
          tax: sql<string>`${invoiceLines.tax}::text`,
          total: sql<string>`${invoiceLines.total}::text`,
        })
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, invoiceId))
        .orderBy(asc(invoiceLines.position)),
    close: async () => {
      await t.close();
      await database.dispose();
    },
  };
};

export type InvoicingKit = Awaited<ReturnType<typeof openInvoicingKit>>;

/** The message of a refusal. */
export const messageOf = (res: LightMyRequestResponse): string =>
  (res.json() as { StatusMessage: string }).StatusMessage;

/** The field names of a refusal. */
export const fieldsOf = (res: LightMyRequestResponse): string[] =>
  ((res.json() as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field);
