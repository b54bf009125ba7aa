import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetLeaseFormValuesContract, type LeaseFormValuesReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { leaseFormKeys } from "./lease-form-keys.ts";

/** GET Lease/GetLeaseFormValues: the extra fields and this lease's answers. */
export const getLeaseFormValues = (leaseId: number): Promise<LeaseFormValuesReply> =>
  callContract(GetLeaseFormValuesContract, { query: { Id: leaseId } });

export const leaseFormValuesQuery = (leaseId: number) =>
  queryOptions({ queryKey: leaseFormKeys.values(leaseId), queryFn: () => getLeaseFormValues(leaseId) });

export const useLeaseFormValues = (leaseId: number) => useQuery(leaseFormValuesQuery(leaseId));
