import { AutoMatchReceiptsContract } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { RECEIPTS_KEY } from "./receipt-keys.ts";

/** POST Billing/AutoMatchReceipts: matches open payments to open invoices by reference and amount. */
export const autoMatchReceipts = () => callContract(AutoMatchReceiptsContract);

export const useAutoMatchReceipts = () => useInvalidatingMutation(autoMatchReceipts, [RECEIPTS_KEY]);
