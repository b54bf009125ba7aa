import {
  SearchLocationsContract,
  type LocationOption,
  type SearchLocationsInput,
  type SearchLocationsReply,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST Location/SearchLocations: where an asset may stand (active locations unless told). */
export const searchAssetLocations = async (input: SearchLocationsInput): Promise<LocationOption[]> =>
  (
    await callContract<SearchLocationsReply>(SearchLocationsContract, {
      body: { ActiveOnly: true, ...input },
      isSilent: true,
    })
  ).Locations;
