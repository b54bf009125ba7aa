import { SearchLocationsContract, type LocationOption, type SearchLocationsInput } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST Location/SearchLocations: where an asset may stand (active locations unless told). */
export const searchAssetLocations = async (input: SearchLocationsInput): Promise<LocationOption[]> =>
  (
    await callContract(SearchLocationsContract, {
      body: { ActiveOnly: true, ...input },
      isSilent: true,
    })
  ).Locations;

/** The first active places matching a text, for the request and warehouse pickers: assets and material go only there. */
export const searchMoveDestinations = (search: string): Promise<LocationOption[]> =>
  searchAssetLocations({ Search: search, Limit: 20 });
