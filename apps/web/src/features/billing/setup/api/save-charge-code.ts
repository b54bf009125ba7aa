import { SaveChargeCodeContract, type BillingWriteReply, type SaveChargeCodeInput } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { BILLING_SETUP_KEY } from "./billing-setup-keys.ts";

/** POST Billing/SaveChargeCode: a new code, or the changes to one when Id is given. */
export const saveChargeCode = (body: SaveChargeCodeInput): Promise<BillingWriteReply> =>
  callContract(SaveChargeCodeContract, { body });

// Profiles show a code's description and list rate: they are read again too.
export const useSaveChargeCode = () => useInvalidatingMutation(saveChargeCode, [BILLING_SETUP_KEY]);
