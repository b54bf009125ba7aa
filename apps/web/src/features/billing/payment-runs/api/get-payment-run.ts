import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetPaymentRunContract, type PaymentRunDetail } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { paymentRunKeys } from "./payment-run-keys.ts";

/** GET Billing/GetPaymentRun: one run with its bills, their transaction ids and statuses. */
export const getPaymentRun = (id: number): Promise<PaymentRunDetail> =>
  callContract(GetPaymentRunContract, { query: { Id: id } });

export const paymentRunQuery = (id: number) =>
  queryOptions({ queryKey: paymentRunKeys.run(id), queryFn: () => getPaymentRun(id) });

export const usePaymentRun = (id: number) => useQuery(paymentRunQuery(id));
