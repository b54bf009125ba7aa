import {
  SaveBillingRuleContract,
  type BillingWriteReply,
  type SaveBillingRuleInput,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { BILLING_RULES_KEY } from "./invoicing-keys.ts";

/** POST Billing/SaveBillingRule: a new rule, or an edit of the one with Id. */
export const saveBillingRule = (body: SaveBillingRuleInput): Promise<BillingWriteReply> =>
  callContract(SaveBillingRuleContract, { body });

export const useSaveBillingRule = () => useInvalidatingMutation(saveBillingRule, [BILLING_RULES_KEY]);
