import { DeleteBillingRuleContract, type ContractReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { BILLING_RULES_KEY } from "./invoicing-keys.ts";

/** POST Billing/DeleteBillingRule: the invoices the rule produced keep their lines. */
export const deleteBillingRule = (body: {
  Id: number;
}): Promise<ContractReply<typeof DeleteBillingRuleContract>> =>
  callContract(DeleteBillingRuleContract, { body });

export const useDeleteBillingRule = () => useInvalidatingMutation(deleteBillingRule, [BILLING_RULES_KEY]);
