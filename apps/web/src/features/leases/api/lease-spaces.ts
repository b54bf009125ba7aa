import { useQuery } from "@tanstack/react-query";
import {
  GetLeaseSpacesContract,
  SaveLeaseSpacesContract,
  type LeaseSpacesReply,
  type SaveLeaseSpacesInput,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { LEASES_KEY, leaseKeys } from "./lease-keys.ts";

/** GET Lease/GetLeaseSpaces: the spaces under the lease's location, which it covers, and the totals. */
export const getLeaseSpaces = (id: number): Promise<LeaseSpacesReply> =>
  callContract(GetLeaseSpacesContract, { query: { Id: id } });

/** POST Lease/SaveLeaseSpaces: the spaces the lease covers, each with its area. */
export const saveLeaseSpaces = (body: SaveLeaseSpacesInput): Promise<LeaseSpacesReply> =>
  callContract(SaveLeaseSpacesContract, { body });

export const useLeaseSpaces = (id: number) =>
  useQuery({ queryKey: leaseKeys.spaces(id), queryFn: () => getLeaseSpaces(id) });

export const useSaveLeaseSpaces = () => useInvalidatingMutation(saveLeaseSpaces, [LEASES_KEY]);
