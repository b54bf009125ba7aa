import { ProcessPaymentRunContract, type PaymentRunReply } from "@fieldstead/domain";
import { callContract, type ContractBodyInput } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { PAYMENT_RUNS_KEY } from "./payment-run-keys.ts";

export type ProcessPaymentRunBody = ContractBodyInput<typeof ProcessPaymentRunContract>;

/** POST Billing/ProcessPaymentRun: pays every bill of the run; a processed run answers as before. */
export const processPaymentRun = (body: ProcessPaymentRunBody): Promise<PaymentRunReply> =>
  callContract(ProcessPaymentRunContract, { body });

export const useProcessPaymentRun = () => useInvalidatingMutation(processPaymentRun, [PAYMENT_RUNS_KEY]);
