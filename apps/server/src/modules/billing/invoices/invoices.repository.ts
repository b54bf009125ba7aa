import { and, asc, eq, inArray, isNotNull, sql, type SQLWrapper } from "drizzle-orm";
import {
  formatQuantity,
  formatTaxRate,
  INVOICE_LINE_KIND_NAMES,
  INVOICE_PAYMENT_STATE_NAMES,
  parseSignedQuantity,
  type InvoiceDetail,
  type InvoiceLine,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import {
  billingClients,
  invoiceBatches,
  invoiceLines,
  invoices,
  organisations,
} from "../../../db/schema/index.ts";

/** An amount as the database writes it: text with two decimals, exact. */
const money = (column: SQLWrapper) => sql<string>`(${column})::text`;
const day = (column: SQLWrapper) => sql<string | null>`(${column})::text`;

const HEAD = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  clientId: invoices.clientId,
  clientName: billingClients.name,
  currency: invoices.currency,
  issueDate: day(invoices.issueDate),
  dueDate: day(invoices.dueDate),
  net: money(invoices.net),
  discount: money(invoices.discount),
  tax: money(invoices.tax),
  total: money(invoices.total),
  arrears: money(invoices.arrears),
  paid: money(invoices.paid),
  outstanding: money(sql`${invoices.total} - ${invoices.paid}`),
  amountDue: money(sql`${invoices.total} + ${invoices.arrears}`),
  paymentStateId: invoices.paymentStateId,
  batchId: invoices.batchId,
  batchNumber: invoiceBatches.batchNumber,
  batchStatusId: invoiceBatches.statusId,
  period: invoices.period,
  taxRegistration: billingClients.taxRegistration,
  contactName: billingClients.contactName,
  contactEmail: billingClients.contactEmail,
};

const LINE = {
  id: invoiceLines.id,
  invoiceId: invoiceLines.invoiceId,
  kindId: invoiceLines.kindId,
  chargeCode: invoiceLines.chargeCode,
  description: invoiceLines.description,
  quantity: money(invoiceLines.quantity),
  unitPrice: money(invoiceLines.unitPrice),
  net: money(invoiceLines.net),
  discount: money(invoiceLines.discount),
  taxRateMilli: invoiceLines.taxRateMilli,
  tax: money(invoiceLines.tax),
  total: money(invoiceLines.total),
};

type HeadRaw = Awaited<ReturnType<typeof headsWhere>>[number];
type LineRaw = Awaited<ReturnType<typeof linesOf>>[number];

const toLine = (r: LineRaw): InvoiceLine => ({
  Id: r.id,
  KindId: r.kindId,
  KindName: INVOICE_LINE_KIND_NAMES[r.kindId],
  ChargeCode: r.chargeCode,
  Description: r.description,
  Quantity: formatQuantity(parseSignedQuantity(r.quantity) ?? 0),
  UnitPrice: r.unitPrice,
  Net: r.net,
  Discount: r.discount,
  TaxRate: formatTaxRate(r.taxRateMilli),
  Tax: r.tax,
  Total: r.total,
});

const toDetail = (r: HeadRaw, lines: InvoiceLine[]): InvoiceDetail => ({
  Id: r.id,
  InvoiceNumber: r.invoiceNumber,
  ClientId: r.clientId,
  ClientName: r.clientName,
  Currency: r.currency,
  IssueDate: r.issueDate,
  DueDate: r.dueDate,
  Net: r.net,
  Tax: r.tax,
  Total: r.total,
  Arrears: r.arrears,
  Paid: r.paid,
  Outstanding: r.outstanding,
  PaymentStateId: r.paymentStateId,
  PaymentStateName: INVOICE_PAYMENT_STATE_NAMES[r.paymentStateId],
  BatchId: r.batchId,
  BatchNumber: r.batchNumber,
  BatchStatusId: r.batchStatusId,
  Period: r.period,
  Discount: r.discount,
  AmountDue: r.amountDue,
  ClientTaxRegistration: r.taxRegistration,
  ClientContactName: r.contactName,
  ClientContactEmail: r.contactEmail,
  Lines: lines,
});

const headsWhere = (db: Db | Tx, where: ReturnType<typeof and>) =>
  db
    .select(HEAD)
    .from(invoices)
    .innerJoin(billingClients, eq(billingClients.id, invoices.clientId))
    .innerJoin(invoiceBatches, eq(invoiceBatches.id, invoices.batchId))
    .where(where)
    .orderBy(asc(invoices.invoiceNumber), asc(invoices.id));

const linesOf = (db: Db | Tx, orgId: number, invoiceIds: number[]) =>
  db
    .select(LINE)
    .from(invoiceLines)
    .where(and(eq(invoiceLines.orgId, orgId), inArray(invoiceLines.invoiceId, invoiceIds)))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position), asc(invoiceLines.id));

/** Invoices with their lines in the order they were written. */
const withLines = async (db: Db | Tx, orgId: number, heads: HeadRaw[]): Promise<InvoiceDetail[]> => {
  if (heads.length === 0) return [];
  const lines = await linesOf(
    db,
    orgId,
    heads.map((h) => h.id),
  );
  const byInvoice = new Map<number, InvoiceLine[]>();
  for (const line of lines) {
    const list = byInvoice.get(line.invoiceId) ?? [];
    list.push(toLine(line));
    byInvoice.set(line.invoiceId, list);
  }
  return heads.map((h) => toDetail(h, byInvoice.get(h.id) ?? []));
};

/** One invoice of the organisation with its lines, or null (another organisation's too). */
export const findInvoiceDetail = async (db: Db, orgId: number, id: number): Promise<InvoiceDetail | null> => {
  const heads = await headsWhere(db, and(eq(invoices.orgId, orgId), eq(invoices.id, id)));
  const [detail] = await withLines(db, orgId, heads);
  return detail ?? null;
};

/** Every numbered invoice of a batch, by number, with its lines. */
export const readNumberedBatchInvoices = async (
  db: Db,
  orgId: number,
  batchId: number,
): Promise<InvoiceDetail[]> =>
  withLines(
    db,
    orgId,
    await headsWhere(
      db,
      and(eq(invoices.orgId, orgId), eq(invoices.batchId, batchId), isNotNull(invoices.invoiceNumber)),
    ),
  );

/** A batch of the organisation (its number), or null. */
export const findInvoiceBatch = async (
  db: Db,
  orgId: number,
  id: number,
): Promise<{ batchNumber: string } | null> => {
  const [row] = await db
    .select({ batchNumber: invoiceBatches.batchNumber })
    .from(invoiceBatches)
    .where(and(eq(invoiceBatches.orgId, orgId), eq(invoiceBatches.id, id)));
  return row ?? null;
};

/** The organisation's name, printed at the head of its invoices. */
export const organisationName = async (db: Db, orgId: number): Promise<string> => {
  const [row] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row?.name ?? "";
};
