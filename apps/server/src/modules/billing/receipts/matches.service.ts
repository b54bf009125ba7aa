import type { z } from "zod";
import {
  BATCH_STATUS_NAMES,
  checkMatchAmount,
  isMatchBatchEditable,
  MatchKind,
  parseMoneyToCents,
  proposeMatches,
  ResultCode,
  type MatchReceiptSchema,
  type MatchWriteReplySchema,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { AppError } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { openDraftBatch, writeMatches, writeUnmatch } from "./match-writes.ts";
import {
  deleteMatch,
  lockInvoices,
  lockMatch,
  lockMatching,
  lockReceipts,
  type NewMatch,
} from "./matches.repository.ts";
import { readOpenInvoices, readOpenReceipts } from "./open-items.repository.ts";
import { receiptRefusal } from "./receipts.service.ts";

type MatchReceipt = z.output<typeof MatchReceiptSchema>;
type MatchWriteReply = z.infer<typeof MatchWriteReplySchema>;
type StatusReply = { StatusCode: number; StatusMessage: string };

export const MATCH_MESSAGES = {
  notNumbered: "This invoice has no number yet: only a generated (numbered) invoice takes payments.",
  currencies: (receipt: string, invoice: string) =>
    `The payment is in ${receipt} and the invoice in ${invoice}: a payment is matched only to an invoice of its currency.`,
  invoicePaid: "This invoice is paid in full already.",
  receiptMatched: "This payment is matched in full already.",
  otherClient: "This payment is from another client: a client's payment is matched only to its own invoices.",
} as const;

const notFound = (what: string) => new AppError("NOT_FOUND", { message: `No such ${what}.` });

/**
 * Matches (part of) a payment to a numbered invoice of its currency (and of its client, when the payment names
 * one) by hand: the amount (by default what both
 * still have) may be no more than the payment has unmatched nor the invoice still owes. The invoice and the
 * payment are locked first, so two matches at once on one invoice are checked one after the other and can never
 * pay it more than its total. The match goes into the open draft batch of matches.
 */
export const matchReceipt = async (
  ctx: AppContext,
  session: ActiveSession,
  body: MatchReceipt,
): Promise<MatchWriteReply> => {
  const { orgId } = session;
  return ctx.db.transaction(async (tx) => {
    await lockMatching(tx, orgId);
    const invoices = await lockInvoices(tx, orgId, [body.InvoiceId]);
    const receipts = await lockReceipts(tx, orgId, [body.ReceiptId]);
    const invoice = invoices.get(body.InvoiceId);
    const receipt = receipts.get(body.ReceiptId);
    if (!receipt) throw notFound("payment");
    if (!invoice) throw notFound("invoice");
    if (!invoice.invoiceNumber) throw receiptRefusal("InvoiceId", MATCH_MESSAGES.notNumbered);
    if (receipt.clientId !== null && receipt.clientId !== invoice.clientId)
      throw receiptRefusal("InvoiceId", MATCH_MESSAGES.otherClient);
    if (invoice.currency !== receipt.currency)
      throw receiptRefusal("InvoiceId", MATCH_MESSAGES.currencies(receipt.currency, invoice.currency));
    const outstandingCents = invoice.totalCents - invoice.paidCents;
    const unmatchedCents = receipt.amountCents - receipt.matchedCents;
    if (outstandingCents <= 0) throw receiptRefusal("InvoiceId", MATCH_MESSAGES.invoicePaid);
    if (unmatchedCents <= 0) throw receiptRefusal("ReceiptId", MATCH_MESSAGES.receiptMatched);
    const askedCents = body.Amount === null ? null : parseMoneyToCents(body.Amount);
    const check = checkMatchAmount({ askedCents, unmatchedCents, outstandingCents });
    if (!check.ok) throw receiptRefusal("Amount", check.message);
    const at = ctx.now();
    const batchId = await openDraftBatch(tx, session, at);
    const match: NewMatch = {
      receiptId: receipt.id,
      invoiceId: invoice.id,
      amountCents: check.amountCents,
      kindId: MatchKind.Manual,
    };
    await writeMatches(tx, session, batchId, { invoices, receipts }, [match], at);
    return {
      StatusCode: ResultCode.Success,
      StatusMessage: `Payment matched to ${invoice.invoiceNumber}.`,
      MatchBatchId: batchId,
      Matched: 1,
    };
  });
};

/**
 * Matches the organisation's open payments to its open numbered invoices (proposeMatches: by an invoice number
 * in the reference, else by an exact amount of the payment's client), checked again on the locked rows, into
 * the open draft batch of matches. Nothing to match writes nothing.
 */
export const autoMatchReceipts = async (
  ctx: AppContext,
  session: ActiveSession,
): Promise<MatchWriteReply> => {
  const { orgId } = session;
  return ctx.db.transaction(async (tx) => {
    await lockMatching(tx, orgId);
    const proposed = proposeMatches({
      receipts: await readOpenReceipts(tx, orgId),
      invoices: await readOpenInvoices(tx, orgId),
    });
    const invoices = await lockInvoices(tx, orgId, [...new Set(proposed.map((p) => p.invoiceId))]);
    const receipts = await lockReceipts(tx, orgId, [...new Set(proposed.map((p) => p.receiptId))]);
    const owed = new Map([...invoices].map(([id, i]) => [id, i.totalCents - i.paidCents]));
    const left = new Map([...receipts].map(([id, r]) => [id, r.amountCents - r.matchedCents]));
    const matches: NewMatch[] = [];
    for (const p of proposed) {
      const check = checkMatchAmount({
        askedCents: p.amountCents,
        unmatchedCents: left.get(p.receiptId) ?? 0,
        outstandingCents: owed.get(p.invoiceId) ?? 0,
      });
      if (!check.ok) continue;
      owed.set(p.invoiceId, owed.get(p.invoiceId)! - check.amountCents);
      left.set(p.receiptId, left.get(p.receiptId)! - check.amountCents);
      matches.push({
        receiptId: p.receiptId,
        invoiceId: p.invoiceId,
        amountCents: check.amountCents,
        kindId: MatchKind.Automatic,
      });
    }
    if (matches.length === 0)
      return {
        StatusCode: ResultCode.Success,
        StatusMessage: "No payment could be matched by reference or amount.",
        MatchBatchId: null,
        Matched: 0,
      };
    const at = ctx.now();
    const batchId = await openDraftBatch(tx, session, at);
    await writeMatches(tx, session, batchId, { invoices, receipts }, matches, at);
    return {
      StatusCode: ResultCode.Success,
      StatusMessage: matches.length === 1 ? "1 match made." : `${matches.length} matches made.`,
      MatchBatchId: batchId,
      Matched: matches.length,
    };
  });
};

/** Undoes a match of a draft batch; a batch under review, approved or locked keeps its matches (409). */
export const unmatch = async (ctx: AppContext, session: ActiveSession, id: number): Promise<StatusReply> => {
  const { orgId } = session;
  return ctx.db.transaction(async (tx) => {
    await lockMatching(tx, orgId);
    const match = await lockMatch(tx, orgId, id);
    if (!match) throw notFound("match");
    if (!isMatchBatchEditable(match.batchStatusId))
      throw new AppError("NOT_ALLOWED_NOW", {
        message: `Batch ${match.batchNumber} is ${BATCH_STATUS_NAMES[match.batchStatusId]}: only a draft batch's matches may be undone.`,
      });
    const invoices = await lockInvoices(tx, orgId, [match.invoiceId]);
    const receipts = await lockReceipts(tx, orgId, [match.receiptId]);
    const at = ctx.now();
    await deleteMatch(tx, orgId, match.id);
    await writeUnmatch(tx, session, match.batchId, { invoices, receipts }, match, at);
    return { StatusCode: ResultCode.Success, StatusMessage: "Match undone." };
  });
};
