import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  BulkCreateLocationsContract,
  type LocationBulkCreateReply,
  type LocationBulkRowInput,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { LOCATIONS_KEY } from "./get-location.ts";

/** POST Location/BulkCreateLocations: up to 500 rows, all or none; problems name `Locations.{row}.{field}`. */
export const bulkCreateLocations = (rows: LocationBulkRowInput[]): Promise<LocationBulkCreateReply> =>
  callContract<LocationBulkCreateReply>(BulkCreateLocationsContract, { body: { Locations: rows } });

export const useBulkCreateLocations = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkCreateLocations,
    onSuccess: () => client.invalidateQueries({ queryKey: LOCATIONS_KEY }),
  });
};
