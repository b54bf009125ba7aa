import { useQuery } from "@tanstack/react-query";
import { GetLeaseTermsContract } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { leaseKeys } from "./lease-keys.ts";

/** GET Lease/GetLeaseTerms: the rent steps with increases applied, total rent, notice and renewal dates. */
export const getLeaseTerms = (id: number) => callContract(GetLeaseTermsContract, { query: { Id: id } });

export const useLeaseTerms = (id: number) =>
  useQuery({ queryKey: leaseKeys.terms(id), queryFn: () => getLeaseTerms(id) });
