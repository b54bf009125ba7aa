import {
  BulkCreateLocationsContract,
  type LocationBulkCreateReply,
  type LocationBulkRowInput,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { LOCATIONS_KEY } from "./get-location.ts";

/** POST Location/BulkCreateLocations: up to 500 rows, all or none; problems name `Locations.{row}.{field}`. */
export const bulkCreateLocations = (rows: LocationBulkRowInput[]): Promise<LocationBulkCreateReply> =>
  callContract(BulkCreateLocationsContract, { body: { Locations: rows } });

export const useBulkCreateLocations = () => useInvalidatingMutation(bulkCreateLocations, [LOCATIONS_KEY]);
