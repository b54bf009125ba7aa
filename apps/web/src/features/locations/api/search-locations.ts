import { SearchLocationsContract, type LocationOption, type SearchLocationsInput } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST Location/SearchLocations: a few locations matching a text, for pickers (no page-wide loader). */
export const searchLocations = async (input: SearchLocationsInput): Promise<LocationOption[]> =>
  (await callContract(SearchLocationsContract, { body: input, isSilent: true })).Locations;
