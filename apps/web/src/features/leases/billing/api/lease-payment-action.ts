import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  LeasePaymentActionContract,
  type LeasePaymentActionInput,
  type LeasePaymentReply,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { LEASES_KEY } from "../../api/lease-keys.ts";

/** POST Lease/PaymentAction: one payment step on a billing period; a repeated RequestId changes nothing. */
export const leasePaymentAction = (body: LeasePaymentActionInput): Promise<LeasePaymentReply> =>
  callContract(LeasePaymentActionContract, { body });

/** A payment step; afterwards the lease (its header, arrears and next payment) and its periods are read again. */
export const useLeasePaymentAction = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: leasePaymentAction,
    onSuccess: () => client.invalidateQueries({ queryKey: LEASES_KEY }),
  });
};
