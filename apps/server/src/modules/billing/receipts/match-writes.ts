import {
  AuditEntityType,
  BatchStatus,
  centsToMoney,
  invoicePaymentStateOf,
  type AuditChange,
} from "@fieldstead/domain";
import type { Tx } from "../../../db/client.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { nextNumbers, recordHistory } from "../../audit/audit.service.ts";
import { insertBatchMove } from "../billing-history.repository.ts";
import {
  insertMatchBatch,
  insertMatches,
  lockOpenDraftBatch,
  setInvoicePaid,
  setReceiptMatched,
  touchMatchBatch,
  type LockedInvoice,
  type LockedReceipt,
  type NewMatch,
} from "./matches.repository.ts";

/** The counter that numbers an organisation's batches of matches: M-000001, M-000002 … */
const MATCH_BATCH_SEQUENCE = "match-batch";
export const matchBatchNumberOf = (value: number): string => `M-${String(value).padStart(6, "0")}`;

/** The organisation's open draft batch of matches, made (and its making put in its history) when none is open. */
export const openDraftBatch = async (tx: Tx, session: ActiveSession, at: Date): Promise<number> => {
  const open = await lockOpenDraftBatch(tx, session.orgId);
  if (open) return open.id;
  const [value] = await nextNumbers(tx, session.orgId, MATCH_BATCH_SEQUENCE);
  const id = await insertMatchBatch(tx, {
    orgId: session.orgId,
    batchNumber: matchBatchNumberOf(value!),
    createdById: session.employeeId,
    at,
  });
  await insertBatchMove(tx, {
    orgId: session.orgId,
    batchKind: "match",
    batchId: id,
    action: "Created",
    fromStatusId: null,
    toStatusId: BatchStatus.Draft,
    comment: null,
    byId: session.employeeId,
    at,
  });
  return id;
};

export type MatchRows = { invoices: Map<number, LockedInvoice>; receipts: Map<number, LockedReceipt> };

const matchEntry = (session: ActiveSession, batchId: number, at: Date, action: string, summary: string) => ({
  orgId: session.orgId,
  entityType: AuditEntityType.MatchBatch,
  entityId: batchId,
  employeeId: session.employeeId,
  action,
  summary,
  at,
});

const describe = (rows: MatchRows, m: { receiptId: number; invoiceId: number; amountCents: number }) => {
  const receipt = rows.receipts.get(m.receiptId)!;
  const invoice = rows.invoices.get(m.invoiceId)!;
  return `payment #${receipt.id} from ${receipt.payer} and ${invoice.invoiceNumber ?? `invoice #${invoice.id}`}: ${centsToMoney(m.amountCents)} ${invoice.currency}`;
};

/**
 * Writes what matches (made or undone) leave on their locked invoices and payments: each invoice's paid amount
 * and payment state, each payment's matched amount. `sign` is +1 for matches made, −1 for a match undone.
 */
const settle = async (
  tx: Tx,
  session: ActiveSession,
  rows: MatchRows,
  matches: readonly { receiptId: number; invoiceId: number; amountCents: number }[],
  sign: 1 | -1,
  at: Date,
): Promise<void> => {
  const touchedInvoices = new Set<number>();
  const touchedReceipts = new Set<number>();
  for (const m of matches) {
    rows.invoices.get(m.invoiceId)!.paidCents += sign * m.amountCents;
    rows.receipts.get(m.receiptId)!.matchedCents += sign * m.amountCents;
    touchedInvoices.add(m.invoiceId);
    touchedReceipts.add(m.receiptId);
  }
  for (const id of touchedInvoices) {
    const invoice = rows.invoices.get(id)!;
    const state = invoicePaymentStateOf({ totalCents: invoice.totalCents, paidCents: invoice.paidCents });
    await setInvoicePaid(tx, session.orgId, id, invoice.paidCents, state);
  }
  for (const id of touchedReceipts)
    await setReceiptMatched(tx, session.orgId, id, rows.receipts.get(id)!.matchedCents, at);
};

/** Puts matches into a batch and counts them at once toward their invoices' paid amounts (aging sees them). */
export const writeMatches = async (
  tx: Tx,
  session: ActiveSession,
  batchId: number,
  rows: MatchRows,
  matches: readonly NewMatch[],
  at: Date,
): Promise<void> => {
  await insertMatches(tx, { orgId: session.orgId, batchId, employeeId: session.employeeId, at }, matches);
  await settle(tx, session, rows, matches, 1, at);
  await touchMatchBatch(tx, session.orgId, batchId, at);
  await recordHistory(
    tx,
    matches.map((m) => matchEntry(session, batchId, at, "Matched", `Matched ${describe(rows, m)}`)),
  );
};

/** Takes a match back out of its (draft) batch: its amount leaves the invoice's paid and the payment's matched. */
export const writeUnmatch = async (
  tx: Tx,
  session: ActiveSession,
  batchId: number,
  rows: MatchRows,
  match: { receiptId: number; invoiceId: number; amountCents: number },
  at: Date,
): Promise<void> => {
  await settle(tx, session, rows, [match], -1, at);
  await touchMatchBatch(tx, session.orgId, batchId, at);
  const changes: AuditChange[] = [{ Field: "Amount", From: centsToMoney(match.amountCents), To: null }];
  await recordHistory(tx, [
    { ...matchEntry(session, batchId, at, "Unmatched", `Unmatched ${describe(rows, match)}`), changes },
  ]);
};
