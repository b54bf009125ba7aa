import { createReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import type { InvoiceDetail } from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { AppError } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { batchZipFileName, invoiceFileName } from "./invoice-document.ts";
import {
  findInvoiceBatch,
  findInvoiceDetail,
  organisationName,
  readNumberedBatchInvoices,
} from "./invoices.repository.ts";

export const INVOICE_MESSAGES = {
  notNumbered: "This invoice has no number yet: a batch's invoices are numbered when they are generated.",
  batchNotNumbered: (batchNumber: string) =>
    `Batch ${batchNumber} has no numbered invoices yet: a batch's invoices are numbered when they are generated.`,
} as const;

/** A refusal shown as it is, naming the field it concerns. */
const refusal = (field: string, message: string) =>
  new AppError("INVALID_REQUEST", { message, fields: [{ field, message }] });

/** A file to send: its name, type and body; `done` cleans up once it has been sent (or not). */
export type InvoiceFile = {
  fileName: string;
  contentType: string;
  body: Buffer | Readable;
  done: () => Promise<void>;
};

/** One invoice of the organisation with its lines; another organisation's is not found (404). */
export const getInvoice = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<InvoiceDetail> => {
  const invoice = await findInvoiceDetail(ctx.db, session.orgId, id);
  if (!invoice) throw new AppError("NOT_FOUND", { message: "No such invoice." });
  return invoice;
};

/** A numbered invoice as a PDF, drawn in a worker thread so no request waits behind it. */
export const invoicePdf = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<InvoiceFile> => {
  const invoice = await getInvoice(ctx, session, id);
  if (!invoice.InvoiceNumber) throw refusal("Id", INVOICE_MESSAGES.notNumbered);
  const document = { organisationName: await organisationName(ctx.db, session.orgId), invoice };
  const bytes = await ctx.workers.run("renderInvoicePdf", { document });
  return {
    fileName: invoiceFileName(invoice.InvoiceNumber),
    contentType: "application/pdf",
    body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    done: async () => undefined,
  };
};

/**
 * Every numbered invoice of a batch, a PDF each, in one zip drawn and written in a worker thread to a file of
 * its own (removed once sent). A batch with no numbered invoice yet is refused, naming Id.
 */
export const batchInvoicesZip = async (
  ctx: AppContext,
  session: ActiveSession,
  batchId: number,
): Promise<InvoiceFile> => {
  const batch = await findInvoiceBatch(ctx.db, session.orgId, batchId);
  if (!batch) throw new AppError("NOT_FOUND", { message: "No such batch." });
  const invoices = await readNumberedBatchInvoices(ctx.db, session.orgId, batchId);
  if (invoices.length === 0) throw refusal("Id", INVOICE_MESSAGES.batchNotNumbered(batch.batchNumber));
  const name = await organisationName(ctx.db, session.orgId);
  const dir = await mkdtemp(join(tmpdir(), "fs-invoices-"));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const path = join(dir, "invoices.zip");
  try {
    await ctx.workers.run("renderInvoiceZip", {
      path,
      documents: invoices.map((invoice) => ({ organisationName: name, invoice })),
    });
  } catch (err) {
    await dispose();
    throw err;
  }
  return {
    fileName: batchZipFileName(batch.batchNumber),
    contentType: "application/zip",
    body: createReadStream(path),
    done: dispose,
  };
};
