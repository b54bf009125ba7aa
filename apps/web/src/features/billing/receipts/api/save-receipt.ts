import { SaveReceiptContract, type BillingWriteReply, type SaveReceiptInput } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { RECEIPTS_KEY } from "./receipt-keys.ts";

/** POST Billing/SaveReceipt: records a payment received; the same RequestId twice records it once. */
export const saveReceipt = (body: SaveReceiptInput): Promise<BillingWriteReply> =>
  callContract(SaveReceiptContract, { body });

export const useSaveReceipt = () => useInvalidatingMutation(saveReceipt, [RECEIPTS_KEY]);
