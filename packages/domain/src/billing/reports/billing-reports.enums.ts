import type { EnumValue } from "../../shared/enum.ts";

/** The billing reports: each runs on its parameters, shows as a chart and a table, and exports to xlsx or pdf. */
export const BillingReportKind = {
  Revenue: 1,
  Aging: 2,
  Arrears: 3,
  TaxCollected: 4,
  ReconDifferences: 5,
} as const;
export type BillingReportKindId = EnumValue<typeof BillingReportKind>;
export const BILLING_REPORT_NAMES: Readonly<Record<BillingReportKindId, string>> = {
  [BillingReportKind.Revenue]: "Revenue by client and period",
  [BillingReportKind.Aging]: "Aging of receivables",
  [BillingReportKind.Arrears]: "Arrears",
  [BillingReportKind.TaxCollected]: "Tax collected",
  [BillingReportKind.ReconDifferences]: "Tech-recon differences",
};

/** Which parameters a report reads: a range of months, or one day. */
export const BILLING_REPORT_USES_PERIODS: Readonly<Record<BillingReportKindId, boolean>> = {
  [BillingReportKind.Revenue]: true,
  [BillingReportKind.Aging]: false,
  [BillingReportKind.Arrears]: false,
  [BillingReportKind.TaxCollected]: true,
  [BillingReportKind.ReconDifferences]: true,
};

/** The formats a report exports to. */
export const BillingReportFormat = { Xlsx: "xlsx", Pdf: "pdf" } as const;
export type BillingReportFormatId = EnumValue<typeof BillingReportFormat>;

/** The most months one report covers. */
export const BILLING_REPORT_MAX_MONTHS = 36;
/** The most report definitions one person keeps. */
export const BILLING_REPORT_DEFINITIONS_MAX = 50;
