import {
  SearchLocationsContract,
  SearchTicketAssetsContract,
  SearchTicketAssigneesContract,
  type LocationOption,
  type TicketAssetOption,
  type TicketAssigneeOption,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST Location/SearchLocations: the places a ticket may be reported at, by code or name. */
export const searchTicketLocations = async (search: string): Promise<LocationOption[]> =>
  (
    await callContract(SearchLocationsContract, {
      body: { Search: search, Limit: 20 },
      isSilent: true,
    })
  ).Locations;

/** POST Ticket/SearchAssets: the assets a ticket may be about, by tag or name. */
export const searchTicketAssets = (search: string): Promise<TicketAssetOption[]> =>
  callContract(SearchTicketAssetsContract, {
    body: { Search: search, Limit: 20 },
    isSilent: true,
  });

/** POST Ticket/SearchAssignees: whom the work order made from a ticket may be assigned to. */
export const searchTicketAssignees = (search: string): Promise<TicketAssigneeOption[]> =>
  callContract(SearchTicketAssigneesContract, {
    body: { Search: search, Limit: 20 },
    isSilent: true,
  });
