import type { InvoiceDetail } from "@fieldstead/domain";

/** What an invoice's PDF is drawn from: the invoice as GetInvoice answers it, and who sends it. */
export type InvoiceDocument = { organisationName: string; invoice: InvoiceDetail };

/** A worker's input to draw one invoice; the PDF comes back as bytes. */
export type InvoicePdfTaskInput = { document: InvoiceDocument };

/** A worker's input to write a batch's invoices, one PDF each, into a zip at `path`. */
export type InvoiceZipTaskInput = { path: string; documents: InvoiceDocument[] };

/** The name an invoice's PDF is saved under: its number. */
export const invoiceFileName = (invoiceNumber: string): string => `${invoiceNumber}.pdf`;

/** The name of a batch's zip of invoices. */
export const batchZipFileName = (batchNumber: string): string => `${batchNumber} invoices.zip`;
