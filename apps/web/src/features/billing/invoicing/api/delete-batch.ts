import { useMutation } from "@tanstack/react-query";
import { DeleteBatchContract, type ContractReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST Billing/DeleteBatch: a Draft batch and its invoices go; its clients may be invoiced for the month again. */
export const deleteBatch = (body: { Id: number }): Promise<ContractReply<typeof DeleteBatchContract>> =>
  callContract(DeleteBatchContract, { body });

// Not invalidating: the page leaves for the list, which reads its rows afresh; reading the deleted batch again
// would only answer a 404 on the way out.
export const useDeleteBatch = () => useMutation({ mutationFn: deleteBatch });
