import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetBillingRulesContract, type ContractReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { invoicingKeys } from "./invoicing-keys.ts";

export type BillingRulesReply = ContractReply<typeof GetBillingRulesContract>;

/** GET Billing/GetBillingRules: the organisation's billing rules. */
export const getBillingRules = (): Promise<BillingRulesReply> => callContract(GetBillingRulesContract);

export const billingRulesQuery = () =>
  queryOptions({ queryKey: invoicingKeys.rules(), queryFn: getBillingRules });

export const useBillingRules = () => useQuery(billingRulesQuery());
