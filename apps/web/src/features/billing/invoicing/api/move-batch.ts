import { MoveBatchContract, type MoveBatchReply } from "@fieldstead/domain";
import { callContract, type ContractBodyInput } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { BATCHES_KEY } from "./invoicing-keys.ts";

export type MoveBatchInput = ContractBodyInput<typeof MoveBatchContract>;

/** POST Billing/MoveBatch: one step of the batch's life (a 409 when it is out of order). */
export const moveBatch = (body: MoveBatchInput): Promise<MoveBatchReply> =>
  callContract(MoveBatchContract, { body });

export const useMoveBatch = () => useInvalidatingMutation(moveBatch, [BATCHES_KEY]);
