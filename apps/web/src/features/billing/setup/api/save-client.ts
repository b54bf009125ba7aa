import { SaveClientContract, type BillingWriteReply, type SaveClientInput } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { BILLING_SETUP_KEY } from "./billing-setup-keys.ts";

/** POST Billing/SaveClient: a new billed client, or the changes to one when Id is given. */
export const saveClient = (body: SaveClientInput): Promise<BillingWriteReply> =>
  callContract(SaveClientContract, { body });

// A client's name and currency show in the picker and on its profile too: both are read again.
export const useSaveClient = () => useInvalidatingMutation(saveClient, [BILLING_SETUP_KEY]);
