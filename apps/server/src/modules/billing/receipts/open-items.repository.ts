import { and, asc, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { OpenInvoice, OpenReceipt } from "@fieldstead/domain";
import type { Tx } from "../../../db/client.ts";
import { invoices, paymentReceipts } from "../../../db/schema/index.ts";
import { centsOf } from "./money-cents.ts";

/*
 * What automatic matching starts from: the payments with something left to match and the numbered invoices
 * still owed, as proposeMatches takes them. Read under the matching lock; the rows matched are locked after.
 */

/** The organisation's payments with something left to match, oldest first. */
export const readOpenReceipts = async (tx: Tx, orgId: number): Promise<OpenReceipt[]> => {
  const rows = await tx
    .select({
      id: paymentReceipts.id,
      clientId: paymentReceipts.clientId,
      currency: paymentReceipts.currency,
      reference: paymentReceipts.reference,
      unmatched: sql<string>`(${paymentReceipts.amount} - ${paymentReceipts.matched})::text`,
    })
    .from(paymentReceipts)
    .where(and(eq(paymentReceipts.orgId, orgId), gt(paymentReceipts.amount, paymentReceipts.matched)))
    .orderBy(asc(paymentReceipts.receivedOn), asc(paymentReceipts.id));
  return rows.map(({ unmatched, ...r }) => ({ ...r, unmatchedCents: centsOf(unmatched) }));
};

/** The organisation's numbered invoices with something still owed, oldest due first. */
export const readOpenInvoices = async (tx: Tx, orgId: number): Promise<OpenInvoice[]> => {
  const rows = await tx
    .select({
      id: invoices.id,
      clientId: invoices.clientId,
      currency: invoices.currency,
      invoiceNumber: sql<string>`${invoices.invoiceNumber}`,
      outstanding: sql<string>`(${invoices.total} - ${invoices.paid})::text`,
    })
    .from(invoices)
    .where(
      and(eq(invoices.orgId, orgId), isNotNull(invoices.invoiceNumber), gt(invoices.total, invoices.paid)),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.id));
  return rows.map(({ outstanding, ...r }) => ({ ...r, outstandingCents: centsOf(outstanding) }));
};
