import { SearchLocationsContract, type LocationOption } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST Location/SearchLocations: the places a dashboard can be narrowed to (a site and all under it, or one place). */
export const searchDashboardLocations = async (search: string): Promise<LocationOption[]> =>
  (
    await callContract(SearchLocationsContract, {
      body: { Search: search, Limit: 20 },
      isSilent: true,
    })
  ).Locations;
