import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  BulkUpdateLocationsContract,
  type LocationBulkUpdateInput,
  type LocationBulkUpdateReply,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { LOCATIONS_KEY } from "./get-location.ts";

/** POST Location/BulkUpdateLocations: the same fields on every chosen location, all or none. */
export const bulkUpdateLocations = (body: LocationBulkUpdateInput): Promise<LocationBulkUpdateReply> =>
  callContract<LocationBulkUpdateReply>(BulkUpdateLocationsContract, { body });

export const useBulkUpdateLocations = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateLocations,
    onSuccess: () => client.invalidateQueries({ queryKey: LOCATIONS_KEY }),
  });
};
