import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetBillingOverviewContract, type BillingOverviewReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** GET Billing/GetBillingOverview: this month's batches by state and amounts billed, collected and overdue. */
export const getBillingOverview = (): Promise<BillingOverviewReply> =>
  callContract(GetBillingOverviewContract, {});

export const billingOverviewQuery = () =>
  queryOptions({ queryKey: ["billing", "overview"] as const, queryFn: getBillingOverview });

export const useBillingOverview = () => useQuery(billingOverviewQuery());
