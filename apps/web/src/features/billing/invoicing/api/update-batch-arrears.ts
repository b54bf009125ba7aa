import { UpdateBatchArrearsContract, type ContractReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { BATCHES_KEY } from "./invoicing-keys.ts";

/** POST Billing/UpdateBatchArrears: each client's arrears of earlier periods carried onto the draft again. */
export const updateBatchArrears = (body: {
  Id: number;
}): Promise<ContractReply<typeof UpdateBatchArrearsContract>> =>
  callContract(UpdateBatchArrearsContract, { body });

export const useUpdateBatchArrears = () => useInvalidatingMutation(updateBatchArrears, [BATCHES_KEY]);
