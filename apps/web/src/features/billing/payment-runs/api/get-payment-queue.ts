import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetPaymentQueueContract, type PaymentQueueReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { paymentRunKeys } from "./payment-run-keys.ts";

/** GET Billing/GetPaymentQueue: the approved lease bills waiting for a run, their total, and the runs. */
export const getPaymentQueue = (): Promise<PaymentQueueReply> => callContract(GetPaymentQueueContract);

export const paymentQueueQuery = () =>
  queryOptions({ queryKey: paymentRunKeys.queue(), queryFn: getPaymentQueue });

export const usePaymentQueue = () => useQuery(paymentQueueQuery());
