import { MoveMatchBatchContract, type MoveBatchReply } from "@fieldstead/domain";
import { callContract, type ContractBodyInput } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { RECEIPTS_KEY } from "./receipt-keys.ts";

/** POST Billing/MoveMatchBatch: RequestReview, Approve, Reject, Redraft or Lock; out of order is refused. */
export const moveMatchBatch = (
  body: ContractBodyInput<typeof MoveMatchBatchContract>,
): Promise<MoveBatchReply> => callContract(MoveMatchBatchContract, { body });

export const useMoveMatchBatch = () => useInvalidatingMutation(moveMatchBatch, [RECEIPTS_KEY]);
