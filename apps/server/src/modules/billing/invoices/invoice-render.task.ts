import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import { ZipArchive } from "archiver";
import { invoiceFileName, type InvoicePdfTaskInput, type InvoiceZipTaskInput } from "./invoice-document.ts";
import { writeInvoicePdf } from "./invoice-pdf.writer.ts";

/** Draws one invoice in a worker thread; the bytes (a few kilobytes) go back to the main thread. */
export const renderInvoicePdfTask = async ({ document }: InvoicePdfTaskInput): Promise<Uint8Array> => {
  const bytes = await writeInvoicePdf(document);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};

/**
 * Draws a batch's invoices one after another into a zip written at `path`, each drawn once the one before is in
 * the zip (so only one PDF is held at a time); answers how many the zip holds.
 */
export const renderInvoiceZipTask = async ({ path, documents }: InvoiceZipTaskInput): Promise<number> => {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const out = createWriteStream(path);
  zip.pipe(out);
  const failed = new Promise<never>((_, reject) => zip.once("error", reject));
  failed.catch(() => undefined);
  try {
    for (const document of documents) {
      const pdf = await Promise.race([writeInvoicePdf(document), failed]);
      zip.append(pdf, {
        name: invoiceFileName(document.invoice.InvoiceNumber ?? String(document.invoice.Id)),
      });
      await Promise.race([once(zip, "entry"), failed]);
    }
    await Promise.race([zip.finalize(), failed]);
    await finished(out);
    return documents.length;
  } catch (err) {
    // The thread lives on after this zip: leave no file handle open behind a failure.
    zip.destroy();
    out.destroy();
    throw err;
  }
};
