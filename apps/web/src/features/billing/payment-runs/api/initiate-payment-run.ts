import { InitiatePaymentRunContract, type PaymentRunReply } from "@fieldstead/domain";
import { callContract, type ContractBodyInput } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { PAYMENT_RUNS_KEY } from "./payment-run-keys.ts";

export type InitiatePaymentRunBody = ContractBodyInput<typeof InitiatePaymentRunContract>;

/** POST Billing/InitiatePaymentRun: a run of the chosen bills; the same RequestId again answers the same run. */
export const initiatePaymentRun = (body: InitiatePaymentRunBody): Promise<PaymentRunReply> =>
  callContract(InitiatePaymentRunContract, { body });

export const useInitiatePaymentRun = () => useInvalidatingMutation(initiatePaymentRun, [PAYMENT_RUNS_KEY]);
