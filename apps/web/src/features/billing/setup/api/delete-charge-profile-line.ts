import { DeleteChargeProfileLineContract, type ContractReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { BILLING_SETUP_KEY } from "./billing-setup-keys.ts";

export type DeleteChargeProfileLineReply = ContractReply<typeof DeleteChargeProfileLineContract>;

/** POST Billing/DeleteChargeProfileLine: a line taken off a client's profile. */
export const deleteChargeProfileLine = (body: { Id: number }): Promise<DeleteChargeProfileLineReply> =>
  callContract(DeleteChargeProfileLineContract, { body });

export const useDeleteChargeProfileLine = () =>
  useInvalidatingMutation(deleteChargeProfileLine, [BILLING_SETUP_KEY]);
