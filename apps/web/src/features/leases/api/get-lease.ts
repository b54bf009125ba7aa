import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetLeaseContract, type LeaseDetail } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { leaseKeys } from "./lease-keys.ts";

/** GET Lease/GetLease: one lease with its parties, location, terms, contacts, next payment and arrears. */
export const getLease = (id: number): Promise<LeaseDetail> =>
  callContract(GetLeaseContract, { query: { Id: id } });

export const leaseQuery = (id: number) =>
  queryOptions({ queryKey: leaseKeys.detail(id), queryFn: () => getLease(id) });

export const useLease = (id: number | null) => useQuery({ ...leaseQuery(id ?? 0), enabled: id !== null });
