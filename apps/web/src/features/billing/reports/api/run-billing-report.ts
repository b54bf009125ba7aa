import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  BillingReportKind,
  RunBillingReportContract,
  type BillingReport,
  type BillingReportParams,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { billingReportKeys } from "./billing-report-keys.ts";

/** POST Billing/RunBillingReport: a report on its parameters, as a chart and a table. */
export const runBillingReport = (params: BillingReportParams): Promise<BillingReport> =>
  callContract(RunBillingReportContract, { body: params });

export const billingReportQuery = (params: BillingReportParams) =>
  queryOptions({ queryKey: billingReportKeys.run(params), queryFn: () => runBillingReport(params) });

/** The report of `params`; nothing is asked while there are none (no report chosen, or parameters not valid). */
export const useBillingReport = (params: BillingReportParams | null) =>
  useQuery({
    ...billingReportQuery(params ?? { Kind: BillingReportKind.Revenue }),
    enabled: params !== null,
  });
