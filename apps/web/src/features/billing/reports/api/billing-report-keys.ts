import type { BillingReportParams } from "@fieldstead/domain";

/** Every read of billing reports: a report run on its parameters, the saved definitions, a client's name. */
export const BILLING_REPORTS_KEY = ["billing", "reports"] as const;

/** The person's saved report definitions: a save, rename or delete reads them again. */
export const REPORT_DEFINITIONS_KEY = [...BILLING_REPORTS_KEY, "definitions"] as const;

export const billingReportKeys = {
  run: (params: BillingReportParams) => [...BILLING_REPORTS_KEY, "run", params] as const,
  definitions: () => REPORT_DEFINITIONS_KEY,
  client: (id: number) => [...BILLING_REPORTS_KEY, "client", id] as const,
};
