import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetLeaseBillingContract, type LeaseBillingReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { leaseBillingKey } from "./lease-billing-keys.ts";

/** GET Lease/GetLeaseBilling: every billing period of a lease with its payment, and the lease's totals. */
export const getLeaseBilling = (leaseId: number): Promise<LeaseBillingReply> =>
  callContract(GetLeaseBillingContract, { query: { Id: leaseId } });

export const leaseBillingQuery = (leaseId: number) =>
  queryOptions({ queryKey: leaseBillingKey(leaseId), queryFn: () => getLeaseBilling(leaseId) });

export const useLeaseBilling = (leaseId: number) => useQuery(leaseBillingQuery(leaseId));
