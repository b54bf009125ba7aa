import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetLeaseFormFieldsContract, type LeaseFormField } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { leaseFormKeys } from "./lease-form-keys.ts";

/** GET Lease/GetLeaseFormFields: the organisation's extra lease fields, in order. */
export const getLeaseFormFields = (): Promise<LeaseFormField[]> => callContract(GetLeaseFormFieldsContract);

export const leaseFormFieldsQuery = queryOptions({
  queryKey: leaseFormKeys.fields,
  queryFn: getLeaseFormFields,
});

export const useLeaseFormFields = () => useQuery(leaseFormFieldsQuery);
