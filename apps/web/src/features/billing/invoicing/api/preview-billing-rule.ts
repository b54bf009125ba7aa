import { useMutation } from "@tanstack/react-query";
import {
  PreviewBillingRuleContract,
  type BillingRulePreviewReply,
  type PreviewBillingRuleInput,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST Billing/PreviewBillingRule: what a rule, saved or not, would bill each client for a month. Writes nothing. */
export const previewBillingRule = (body: PreviewBillingRuleInput): Promise<BillingRulePreviewReply> =>
  callContract(PreviewBillingRuleContract, { body });

export const usePreviewBillingRule = () => useMutation({ mutationFn: previewBillingRule });
