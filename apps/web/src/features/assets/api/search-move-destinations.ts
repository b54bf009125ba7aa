import {
  SearchLocationsContract,
  type LocationOption,
  type SearchLocationsInput,
  type SearchLocationsReply,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/**
 * POST Location/SearchLocations for the request and warehouse pickers: active places only, since assets and
 * material go only to active ones (silent: the picker shows its own progress).
 */
export const searchMoveDestinations = async (
  search: string,
  options: Pick<SearchLocationsInput, "IsWarehouse"> = {},
): Promise<LocationOption[]> =>
  (
    await callContract<SearchLocationsReply>(SearchLocationsContract, {
      body: { Search: search, ActiveOnly: true, Limit: 20, ...options },
      isSilent: true,
    })
  ).Locations;
