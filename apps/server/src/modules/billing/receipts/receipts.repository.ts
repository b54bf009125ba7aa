import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { ListQuery, ListReply, ReceiptListRow } from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import { billingClients, paymentReceipts } from "../../../db/schema/index.ts";
import { planList } from "../../../lib/list-query.ts";
import { runListQuery } from "../../../lib/list-query.repository.ts";
import {
  RECEIPT_LIST,
  receiptClientNameSql,
  receiptMatchStateSql,
  receiptUnmatchedSql,
} from "./receipt-list.definition.ts";

const ROW = {
  id: paymentReceipts.id,
  receivedOn: sql<string>`${paymentReceipts.receivedOn}::text`,
  payer: paymentReceipts.payer,
  reference: paymentReceipts.reference,
  clientId: paymentReceipts.clientId,
  clientName: receiptClientNameSql,
  currency: paymentReceipts.currency,
  amount: sql<string>`${paymentReceipts.amount}::text`,
  matched: sql<string>`${paymentReceipts.matched}::text`,
  unmatched: sql<string>`${receiptUnmatchedSql}::text`,
  matchState: receiptMatchStateSql,
  updatedAt: paymentReceipts.updatedAt,
};

type ListRaw = {
  id: number;
  receivedOn: string;
  payer: string;
  reference: string | null;
  clientId: number | null;
  clientName: string | null;
  currency: string;
  amount: string;
  matched: string;
  unmatched: string;
  matchState: string;
  updatedAt: Date;
};

const toRow = (r: ListRaw): ReceiptListRow => ({
  Id: r.id,
  ReceivedOn: r.receivedOn,
  Payer: r.payer,
  Reference: r.reference,
  ClientId: r.clientId,
  ClientName: r.clientName,
  Currency: r.currency,
  Amount: r.amount,
  Matched: r.matched,
  Unmatched: r.unmatched,
  MatchState: r.matchState,
  UpdatedAt: r.updatedAt.toISOString(),
});

/** One page of the organisation's payments received. */
export const listReceipts = (db: Db, orgId: number, query: ListQuery): Promise<ListReply<ReceiptListRow>> => {
  const plan = planList(RECEIPT_LIST, query, { orgId });
  return runListQuery(
    plan,
    {
      page: db
        .select({ ...ROW, ...plan.cursorSelection })
        .from(paymentReceipts)
        .$dynamic(),
      count: db.select({ n: count() }).from(paymentReceipts).$dynamic(),
    },
    toRow,
  );
};

const INSERT_SLICE = 1_000;

export type NewReceipt = {
  receivedOn: string;
  payer: string;
  reference: string | null;
  clientId: number | null;
  currency: string;
  /** Money text, two decimals. */
  amount: string;
  requestId: string | null;
};

/**
 * Writes payments received; a payment whose RequestId the organisation has already used is skipped (a repeat),
 * so the ids answered are those of the payments written now.
 */
export const insertReceipts = async (
  tx: Tx,
  orgId: number,
  employeeId: number,
  rows: readonly NewReceipt[],
  at: Date,
): Promise<number[]> => {
  const ids: number[] = [];
  // In slices, so a statement's thousands of rows stay within a statement's limit of parameters.
  for (let start = 0; start < rows.length; start += INSERT_SLICE) {
    const written = await tx
      .insert(paymentReceipts)
      .values(
        rows
          .slice(start, start + INSERT_SLICE)
          .map((r) => ({ ...r, orgId, createdById: employeeId, createdAt: at, updatedAt: at })),
      )
      .onConflictDoNothing()
      .returning({ id: paymentReceipts.id });
    ids.push(...written.map((r) => r.id));
  }
  return ids;
};

/** The payments written under RequestIds (a repeat answers what the first call wrote). */
export const receiptIdsByRequest = async (
  tx: Db | Tx,
  orgId: number,
  requestIds: string[],
): Promise<number[]> => {
  if (requestIds.length === 0) return [];
  const rows = await tx
    .select({ id: paymentReceipts.id })
    .from(paymentReceipts)
    .where(and(eq(paymentReceipts.orgId, orgId), inArray(paymentReceipts.requestId, requestIds)))
    .orderBy(paymentReceipts.id);
  return rows.map((r) => r.id);
};

/** Payments whose RequestId starts with a prefix: the rows of an import written under one RequestId. */
export const countReceiptsByRequestPrefix = async (
  tx: Db | Tx,
  orgId: number,
  prefix: string,
): Promise<number> => {
  const [row] = await tx
    .select({ n: count() })
    .from(paymentReceipts)
    .where(
      and(
        eq(paymentReceipts.orgId, orgId),
        sql`left(${paymentReceipts.requestId}, ${prefix.length}::int) = ${prefix}`,
      ),
    );
  return Number(row?.n ?? 0);
};

export type ClientRef = { id: number; name: string; currency: string };

/** A client of the organisation (its currency), or null. */
export const findClientRef = async (tx: Db | Tx, orgId: number, id: number): Promise<ClientRef | null> => {
  const [row] = await tx
    .select({ id: billingClients.id, name: billingClients.name, currency: billingClients.currency })
    .from(billingClients)
    .where(and(eq(billingClients.orgId, orgId), eq(billingClients.id, id)));
  return row ?? null;
};

/** The organisation's clients named by these payers, by name lower-cased. */
export const clientsNamed = async (
  tx: Db | Tx,
  orgId: number,
  names: string[],
): Promise<Map<string, ClientRef>> => {
  const lowered = [...new Set(names.map((n) => n.trim().toLowerCase()))];
  if (lowered.length === 0) return new Map();
  const rows = await tx
    .select({ id: billingClients.id, name: billingClients.name, currency: billingClients.currency })
    .from(billingClients)
    .where(and(eq(billingClients.orgId, orgId), inArray(sql`lower(${billingClients.name})`, lowered)));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r]));
};
