import { useMutation } from "@tanstack/react-query";
import {
  BillingReportFormat,
  DownloadBillingReportContract,
  type BillingReportFormatId,
  type BillingReportParams,
} from "@fieldstead/domain";
import { fetchContractFile } from "../../../../lib/file-calls.ts";
import { saveFile } from "../../../../lib/save-file.ts";

export type DownloadBillingReportInput = {
  params: BillingReportParams;
  format: BillingReportFormatId;
  /** The name the file is saved under when the server gives none, without its extension. */
  baseName: string;
};

/** POST Billing/DownloadBillingReport: the report on its parameters as an xlsx workbook or a PDF, saved. */
export const downloadBillingReport = async ({
  params,
  format,
  baseName,
}: DownloadBillingReportInput): Promise<void> =>
  saveFile(
    await fetchContractFile(DownloadBillingReportContract, {
      body: { ...params, Format: format },
      fallbackName: `${baseName}.${format === BillingReportFormat.Pdf ? "pdf" : "xlsx"}`,
    }),
  );

export const useDownloadBillingReport = () => useMutation({ mutationFn: downloadBillingReport });
