import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetBillingReportDefinitionsContract, type BillingReportDefinitionsReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { billingReportKeys } from "./billing-report-keys.ts";

/** GET Billing/GetBillingReportDefinitions: the report definitions the signed-in person saved, newest first. */
export const getBillingReportDefinitions = (): Promise<BillingReportDefinitionsReply> =>
  callContract(GetBillingReportDefinitionsContract);

export const billingReportDefinitionsQuery = () =>
  queryOptions({ queryKey: billingReportKeys.definitions(), queryFn: getBillingReportDefinitions });

export const useBillingReportDefinitions = () => useQuery(billingReportDefinitionsQuery());
