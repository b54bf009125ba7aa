import { RegenerateBatchContract, type GenerateBatchReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { BATCHES_KEY } from "./invoicing-keys.ts";

/** POST Billing/RegenerateBatch: a Draft batch's invoices computed again from today's rules, profiles and rents. */
export const regenerateBatch = (body: { Id: number }): Promise<GenerateBatchReply> =>
  callContract(RegenerateBatchContract, { body });

export const useRegenerateBatch = () => useInvalidatingMutation(regenerateBatch, [BATCHES_KEY]);
