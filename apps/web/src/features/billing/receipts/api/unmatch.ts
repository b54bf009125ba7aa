import { UnmatchContract } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { RECEIPTS_KEY } from "./receipt-keys.ts";

/** POST Billing/Unmatch: removes a match from a draft batch of matches. */
export const unmatch = (body: { Id: number }) => callContract(UnmatchContract, { body });

export const useUnmatch = () => useInvalidatingMutation(unmatch, [RECEIPTS_KEY]);
