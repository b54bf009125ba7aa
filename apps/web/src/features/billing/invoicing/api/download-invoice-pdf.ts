import { DownloadInvoicePdfContract } from "@fieldstead/domain";
import { fetchContractFile } from "../../../../lib/file-calls.ts";
import { saveFile } from "../../../../lib/save-file.ts";

/** GET Billing/DownloadInvoicePdf: a numbered invoice as a PDF, handed to the browser to save. */
export const downloadInvoicePdf = async (id: number, invoiceNumber: string): Promise<void> =>
  saveFile(
    await fetchContractFile(DownloadInvoicePdfContract, {
      query: { Id: id },
      fallbackName: `${invoiceNumber}.pdf`,
    }),
  );
