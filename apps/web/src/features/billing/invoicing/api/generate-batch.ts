import { GenerateBatchContract, type GenerateBatchInput, type GenerateBatchReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { BATCHES_KEY } from "./invoicing-keys.ts";

/** POST Billing/GenerateBatch: a Draft batch for a month; clients already invoiced for it are skipped. */
export const generateBatch = (body: GenerateBatchInput): Promise<GenerateBatchReply> =>
  callContract(GenerateBatchContract, { body });

export const useGenerateBatch = () => useInvalidatingMutation(generateBatch, [BATCHES_KEY]);
