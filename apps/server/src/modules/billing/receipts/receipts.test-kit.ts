import { and, asc, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import {
  BatchStatus,
  centsToMoney,
  invoiceTotals,
  InvoiceLineKind,
  lineAmounts,
  type BatchStatusId,
  type BillingWriteReply,
  type DomainEventTypeValue,
  type InvoiceLineKindId,
  type SaveReceiptInput,
} from "@fieldstead/domain";
import {
  billingClients,
  domainEvents,
  invoiceBatches,
  invoiceLines,
  invoices,
  paymentReceipts,
} from "../../../db/schema/index.ts";
import {
  createTestApp,
  openTestDatabase,
  signInAccounts,
  type TestApp,
  type TestDatabase,
  type TestPerson,
} from "../../../test/test-app.ts";
import { TEST_NOW, TestClock } from "../../../test/test-clock.ts";
import type { Backend } from "../../../test/test-databases.ts";
import { setSequenceValue } from "../../audit/audit.service.ts";

const ACCOUNTS = {
  admin: "admin@acme.example",
  lease: "lease@acme.example",
  tech: "tech@acme.example",
  viewer: "viewer@acme.example",
  globex: "admin@globex.example",
} as const;
export type Who = keyof typeof ACCOUNTS;
export type Org = "acme" | "globex";

export type KitLine = {
  description: string;
  /** Hundredths: 250 is 2.5 units. */
  quantity: number;
  unitCents: number;
  discountBp?: number;
  taxRateMilli?: number;
  kindId?: InvoiceLineKindId;
};

export type KitInvoice = {
  org?: Org;
  clientId: number;
  period: string;
  /** Null leaves it unnumbered (its batch not generated yet). */
  number: string | null;
  issueDate?: string;
  dueDate?: string;
  currency?: string;
  lines: KitLine[];
  arrears?: string;
  batchId?: number;
};

export type ReceiptsTestKit = {
  t: TestApp;
  who: Record<Who, TestPerson>;
  /** GET with a query, POST with a body, under /api/Billing/. */
  call(
    who: Who,
    action: string,
    options?: { body?: unknown; query?: Record<string, string | number> },
  ): Promise<LightMyRequestResponse>;
  /** The reply's JSON after checking its status (200 unless told). */
  ok<T>(res: Promise<LightMyRequestResponse>, status?: number): Promise<T>;
  addClient(
    name: string,
    options?: { org?: Org; currency?: string; taxRegistration?: string },
  ): Promise<number>;
  addBatch(options?: {
    org?: Org;
    period?: string;
    statusId?: BatchStatusId;
  }): Promise<{ id: number; number: string }>;
  /** An invoice written directly, its totals computed from its lines by the money rules. */
  addInvoice(invoice: KitInvoice): Promise<{ id: number; batchId: number; total: string }>;
  /** Records a payment through SaveReceipt (as the admin unless told) and answers its id. */
  receive(body: Partial<SaveReceiptInput>, who?: Who): Promise<number>;
  invoiceState(id: number): Promise<{ paid: string; paymentStateId: number }>;
  receiptMatched(id: number): Promise<string>;
  /** The organisation's events of a type, oldest first. */
  events(
    type: DomainEventTypeValue,
    org?: Org,
  ): Promise<{ subjectId: number; payload: Record<string, unknown> }[]>;
  close(): Promise<void>;
};

let made = 0;
const next = () => ++made;

/**
 * The demo's invoices, payments and matches are taken away, so each test's figures (aging, matches, batch numbers)
 * come from its own records alone.
 */
const clearDemoBilling = async (db: TestApp["ctx"]["db"], orgId: number): Promise<void> => {
  await db.execute(sql`delete from payment_matches where org_id = ${orgId}`);
  await db.execute(sql`delete from match_batches where org_id = ${orgId}`);
  await db.execute(sql`delete from payment_receipts where org_id = ${orgId}`);
  await db.execute(sql`delete from invoice_batches where org_id = ${orgId}`);
  await db.execute(sql`delete from billing_batch_history where org_id = ${orgId}`);
  await setSequenceValue(db, orgId, "match-batch", 0);
};

export const openReceiptsTestKit = async (backend: Backend): Promise<ReceiptsTestKit> => {
  const db: TestDatabase = await openTestDatabase(backend);
  const t = await createTestApp(db.database, { clock: new TestClock(TEST_NOW) });
  // Events are only read here: the engine that turns them into notifications stays out of the way.
  await t.app.notificationEngine.stop();
  const who = await signInAccounts(t, ACCOUNTS);
  const orgOf = (org: Org = "acme") => who[org === "acme" ? "admin" : "globex"].orgId;
  await clearDemoBilling(t.ctx.db, orgOf("acme"));
  const call: ReceiptsTestKit["call"] = (w, action, { body, query } = {}) => {
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
  const addBatch: ReceiptsTestKit["addBatch"] = async ({
    org,
    period = "2026-10",
    statusId = BatchStatus.Locked,
  } = {}) => {
    const number = `B-T${String(next()).padStart(5, "0")}`;
    const [row] = await t.ctx.db
      .insert(invoiceBatches)
      .values({ orgId: orgOf(org), batchNumber: number, period, statusId })
      .returning({ id: invoiceBatches.id });
    return { id: row!.id, number };
  };
  return {
    t,
    who,
    call,
    ok,
    addClient: async (name, { org, currency = "USD", taxRegistration } = {}) => {
      const [row] = await t.ctx.db
        .insert(billingClients)
        .values({
          orgId: orgOf(org),
          name,
          currency,
          taxRegistration: taxRegistration ?? null,
          contactName: `${name} Accounts`,
          contactEmail: `accounts@${name.toLowerCase().replace(/[^a-z]/g, "")}.example`,
        })
        .returning({ id: billingClients.id });
      return row!.id;
    },
    addBatch,
    addInvoice: async (invoice) => {
      const orgId = orgOf(invoice.org);
      const batchId = invoice.batchId ?? (await addBatch({ org: invoice.org, period: invoice.period })).id;
      const amounts = invoice.lines.map((l) =>
        lineAmounts({
          unitCents: l.unitCents,
          quantityHundredths: l.quantity,
          discountBp: l.discountBp ?? 0,
          taxRateMilli: l.taxRateMilli ?? 0,
        }),
      );
      // The arrears of earlier periods are shown on the invoice but are not part of its totals.
      const totals = invoiceTotals(
        amounts.filter((_, i) => invoice.lines[i]!.kindId !== InvoiceLineKind.Arrears),
      );
      const [row] = await t.ctx.db
        .insert(invoices)
        .values({
          orgId,
          batchId,
          clientId: invoice.clientId,
          period: invoice.period,
          currency: invoice.currency ?? "USD",
          invoiceNumber: invoice.number,
          issueDate: invoice.issueDate ?? `${invoice.period}-28`,
          dueDate: invoice.dueDate ?? null,
          net: centsToMoney(totals.netCents),
          discount: centsToMoney(totals.discountCents),
          tax: centsToMoney(totals.taxCents),
          total: centsToMoney(totals.totalCents),
          arrears: invoice.arrears ?? "0",
        })
        .returning({ id: invoices.id });
      if (invoice.lines.length > 0)
        await t.ctx.db.insert(invoiceLines).values(
          invoice.lines.map((l, position) => ({
            orgId,
            invoiceId: row!.id,
            position,
            kindId: l.kindId ?? InvoiceLineKind.Charge,
            description: l.description,
            // Hundredths of a unit are written with two decimals, as cents are.
            quantity: centsToMoney(l.quantity),
            unitPrice: centsToMoney(l.unitCents),
            net: centsToMoney(amounts[position]!.netCents),
            discount: centsToMoney(amounts[position]!.discountCents),
            taxRateMilli: l.taxRateMilli ?? 0,
            tax: centsToMoney(amounts[position]!.taxCents),
            total: centsToMoney(amounts[position]!.totalCents),
          })),
        );
      return { id: row!.id, batchId, total: centsToMoney(totals.totalCents) };
    },
    receive: async (body, w = "admin") => {
      const reply = await ok<BillingWriteReply>(
        call(w, "SaveReceipt", {
          body: { ReceivedOn: "2026-11-20", Payer: "Payer", Amount: "100.00", Currency: "USD", ...body },
        }),
      );
      return reply.Id;
    },
    invoiceState: async (id) => {
      const [row] = await t.ctx.db
        .select({ paid: sql<string>`${invoices.paid}::text`, paymentStateId: invoices.paymentStateId })
        .from(invoices)
        .where(eq(invoices.id, id));
      return row!;
    },
    receiptMatched: async (id) => {
      const [row] = await t.ctx.db
        .select({ matched: sql<string>`${paymentReceipts.matched}::text` })
        .from(paymentReceipts)
        .where(eq(paymentReceipts.id, id));
      return row!.matched;
    },
    events: (type, org) =>
      t.ctx.db
        .select({ subjectId: domainEvents.subjectId, payload: domainEvents.payload })
        .from(domainEvents)
        .where(and(eq(domainEvents.orgId, orgOf(org)), eq(domainEvents.eventType, type)))
        .orderBy(asc(domainEvents.id)),
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
