import {
  SaveChargeProfileLineContract,
  type BillingWriteReply,
  type SaveChargeProfileLineInput,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { BILLING_SETUP_KEY } from "./billing-setup-keys.ts";

/** POST Billing/SaveChargeProfileLine: a code added to a client's profile, or a line's changes when Id is given. */
export const saveChargeProfileLine = (body: SaveChargeProfileLineInput): Promise<BillingWriteReply> =>
  callContract(SaveChargeProfileLineContract, { body });

// The client list counts each client's lines: every setup read is refreshed.
export const useSaveChargeProfileLine = () =>
  useInvalidatingMutation(saveChargeProfileLine, [BILLING_SETUP_KEY]);
