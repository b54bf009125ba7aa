import { assertNever, BillingReportFormat } from "@fieldstead/domain";
import type { BillingReportTaskInput } from "./billing-report-document.ts";
import { writeReportPdf } from "./billing-report-pdf.writer.ts";
import { writeReportXlsx } from "./billing-report-xlsx.writer.ts";

/** Writes a report's workbook or PDF in a worker thread; the bytes go back to the main thread. */
export const renderBillingReportTask = async ({
  report,
  format,
}: BillingReportTaskInput): Promise<Uint8Array> => {
  const bytes = await (() => {
    switch (format) {
      case BillingReportFormat.Xlsx:
        return writeReportXlsx(report);
      case BillingReportFormat.Pdf:
        return writeReportPdf(report);
      default:
        return assertNever(format);
    }
  })();
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};
