import {
  BILLING_REPORT_NAMES,
  BILLING_REPORT_USES_PERIODS,
  type BillingReport,
  type BillingReportFormatId,
} from "@fieldstead/domain";

/** A worker's input to write a report's file; the bytes come back. */
export type BillingReportTaskInput = { report: BillingReport; format: BillingReportFormatId };

/** What a report's file is named after: its kind and what it covers. */
export type ReportFileScope = Pick<BillingReport, "Kind"> & { from: string; to: string; asOf: string };

/** The report's name as a file's: "Revenue by client and period" → "revenue-by-client-and-period". */
const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * A report file's name: its name, then the months it covers or its day, e.g.
 * "revenue-by-client-and-period-2026-11-2027-01.xlsx", "aging-of-receivables-2026-11-29.pdf".
 */
export const billingReportFileName = (scope: ReportFileScope, format: BillingReportFormatId): string => {
  const covers = BILLING_REPORT_USES_PERIODS[scope.Kind] ? `${scope.from}-${scope.to}` : scope.asOf;
  return `${slugOf(BILLING_REPORT_NAMES[scope.Kind])}-${covers}.${format}`;
};
