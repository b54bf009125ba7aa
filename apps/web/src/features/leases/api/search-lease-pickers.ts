import {
  SearchLeasePartiesContract,
  SearchLocationsContract,
  type ContractReply,
  type LocationOption,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** A lessor or lessee typed before, with how many leases name it. */
export type LeasePartyOption = ContractReply<typeof SearchLeasePartiesContract>[number];

/** GET Lease/SearchParties: the lessors and lessees typed before, by name. */
export const searchLeaseParties = (search: string): Promise<LeasePartyOption[]> =>
  callContract(SearchLeasePartiesContract, { query: { Search: search, Limit: 20 }, isSilent: true });

/** POST Location/SearchLocations: the active places a lease may be of, by code or name. */
export const searchLeaseLocations = async (search: string): Promise<LocationOption[]> =>
  (
    await callContract(SearchLocationsContract, {
      body: { Search: search, Limit: 20, ActiveOnly: true },
      isSilent: true,
    })
  ).Locations;
