import { MatchReceiptContract } from "@fieldstead/domain";
import { callContract, type ContractBodyInput } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { RECEIPTS_KEY } from "./receipt-keys.ts";

/** POST Billing/MatchReceipt: (part of) a payment matched to an invoice by hand, into the open draft batch. */
export const matchReceipt = (body: ContractBodyInput<typeof MatchReceiptContract>) =>
  callContract(MatchReceiptContract, { body });

export const useMatchReceipt = () => useInvalidatingMutation(matchReceipt, [RECEIPTS_KEY]);
