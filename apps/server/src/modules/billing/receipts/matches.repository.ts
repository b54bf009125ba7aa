import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import {
  BatchStatus,
  centsToMoney,
  type BatchStatusId,
  type InvoicePaymentStateId,
  type MatchKindId,
} from "@fieldstead/domain";
import type { Tx } from "../../../db/client.ts";
import { invoices, matchBatches, paymentMatches, paymentReceipts } from "../../../db/schema/index.ts";
import { centsOf } from "./money-cents.ts";

/**
 * Matching in an organisation goes one transaction at a time: the open draft batch of matches is found (or
 * made) once, never twice by two people at the same moment.
 */
export const lockMatching = async (tx: Tx, orgId: number): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fieldstead:billing-matches'), ${orgId}::int)`);
};

/** The organisation's open draft batch of matches (the newest), locked, or null. */
export const lockOpenDraftBatch = async (tx: Tx, orgId: number): Promise<{ id: number } | null> => {
  const [row] = await tx
    .select({ id: matchBatches.id })
    .from(matchBatches)
    .where(and(eq(matchBatches.orgId, orgId), eq(matchBatches.statusId, BatchStatus.Draft)))
    .orderBy(desc(matchBatches.id))
    .limit(1)
    .for("update");
  return row ?? null;
};

export const insertMatchBatch = async (
  tx: Tx,
  values: { orgId: number; batchNumber: string; createdById: number; at: Date },
): Promise<number> => {
  const [row] = await tx
    .insert(matchBatches)
    .values({
      orgId: values.orgId,
      batchNumber: values.batchNumber,
      statusId: BatchStatus.Draft,
      createdById: values.createdById,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: matchBatches.id });
  return row!.id;
};

export const touchMatchBatch = async (tx: Tx, orgId: number, id: number, at: Date): Promise<void> => {
  await tx
    .update(matchBatches)
    .set({ updatedAt: at })
    .where(and(eq(matchBatches.orgId, orgId), eq(matchBatches.id, id)));
};

export type LockedInvoice = {
  id: number;
  invoiceNumber: string | null;
  clientId: number;
  currency: string;
  totalCents: number;
  paidCents: number;
};

/** Invoices of the organisation, locked until the transaction ends (in id order, so two never wait on each other). */
export const lockInvoices = async (
  tx: Tx,
  orgId: number,
  ids: number[],
): Promise<Map<number, LockedInvoice>> => {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      clientId: invoices.clientId,
      currency: invoices.currency,
      total: sql<string>`${invoices.total}::text`,
      paid: sql<string>`${invoices.paid}::text`,
    })
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), inArray(invoices.id, ids)))
    .orderBy(asc(invoices.id))
    .for("update");
  return new Map(
    rows.map((r) => [
      r.id,
      { ...r, totalCents: centsOf(r.total), paidCents: centsOf(r.paid) } satisfies LockedInvoice,
    ]),
  );
};

export type LockedReceipt = {
  id: number;
  payer: string;
  clientId: number | null;
  currency: string;
  amountCents: number;
  matchedCents: number;
};

/** Payments of the organisation, locked until the transaction ends (in id order). */
export const lockReceipts = async (
  tx: Tx,
  orgId: number,
  ids: number[],
): Promise<Map<number, LockedReceipt>> => {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: paymentReceipts.id,
      payer: paymentReceipts.payer,
      clientId: paymentReceipts.clientId,
      currency: paymentReceipts.currency,
      amount: sql<string>`${paymentReceipts.amount}::text`,
      matched: sql<string>`${paymentReceipts.matched}::text`,
    })
    .from(paymentReceipts)
    .where(and(eq(paymentReceipts.orgId, orgId), inArray(paymentReceipts.id, ids)))
    .orderBy(asc(paymentReceipts.id))
    .for("update");
  return new Map(
    rows.map((r) => [
      r.id,
      { ...r, amountCents: centsOf(r.amount), matchedCents: centsOf(r.matched) } satisfies LockedReceipt,
    ]),
  );
};

/** What an invoice has been paid, and where that leaves it. */
export const setInvoicePaid = async (
  tx: Tx,
  orgId: number,
  id: number,
  paidCents: number,
  paymentStateId: InvoicePaymentStateId,
): Promise<void> => {
  await tx
    .update(invoices)
    .set({ paid: centsToMoney(paidCents), paymentStateId })
    .where(and(eq(invoices.orgId, orgId), eq(invoices.id, id)));
};

/** What of a payment is matched. */
export const setReceiptMatched = async (
  tx: Tx,
  orgId: number,
  id: number,
  matchedCents: number,
  at: Date,
): Promise<void> => {
  await tx
    .update(paymentReceipts)
    .set({ matched: centsToMoney(matchedCents), updatedAt: at })
    .where(and(eq(paymentReceipts.orgId, orgId), eq(paymentReceipts.id, id)));
};

export type NewMatch = {
  receiptId: number;
  invoiceId: number;
  amountCents: number;
  kindId: MatchKindId;
};

export const insertMatches = async (
  tx: Tx,
  scope: { orgId: number; batchId: number; employeeId: number; at: Date },
  matches: readonly NewMatch[],
): Promise<void> => {
  if (matches.length === 0) return;
  await tx.insert(paymentMatches).values(
    matches.map((m) => ({
      orgId: scope.orgId,
      matchBatchId: scope.batchId,
      receiptId: m.receiptId,
      invoiceId: m.invoiceId,
      amount: centsToMoney(m.amountCents),
      kindId: m.kindId,
      createdById: scope.employeeId,
      createdAt: scope.at,
    })),
  );
};

export type LockedMatch = {
  id: number;
  batchId: number;
  batchStatusId: BatchStatusId;
  batchNumber: string;
  receiptId: number;
  invoiceId: number;
  amountCents: number;
};

/** A match of the organisation with its batch, both locked, or null. */
export const lockMatch = async (tx: Tx, orgId: number, id: number): Promise<LockedMatch | null> => {
  const [row] = await tx
    .select({
      id: paymentMatches.id,
      batchId: paymentMatches.matchBatchId,
      batchStatusId: matchBatches.statusId,
      batchNumber: matchBatches.batchNumber,
      receiptId: paymentMatches.receiptId,
      invoiceId: paymentMatches.invoiceId,
      amount: sql<string>`${paymentMatches.amount}::text`,
    })
    .from(paymentMatches)
    .innerJoin(matchBatches, eq(matchBatches.id, paymentMatches.matchBatchId))
    .where(and(eq(paymentMatches.orgId, orgId), eq(paymentMatches.id, id)))
    .for("update");
  return row ? { ...row, amountCents: centsOf(row.amount) } : null;
};

export const deleteMatch = async (tx: Tx, orgId: number, id: number): Promise<void> => {
  await tx.delete(paymentMatches).where(and(eq(paymentMatches.orgId, orgId), eq(paymentMatches.id, id)));
};
