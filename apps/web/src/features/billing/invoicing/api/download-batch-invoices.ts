import { DownloadBatchInvoicesContract } from "@fieldstead/domain";
import { fetchContractFile } from "../../../../lib/file-calls.ts";
import { saveFile } from "../../../../lib/save-file.ts";

/** GET Billing/DownloadBatchInvoices: every numbered invoice of a batch, one PDF each, in one zip. */
export const downloadBatchInvoices = async (id: number, batchNumber: string): Promise<void> =>
  saveFile(
    await fetchContractFile(DownloadBatchInvoicesContract, {
      query: { Id: id },
      fallbackName: `${batchNumber}-invoices.zip`,
    }),
  );
