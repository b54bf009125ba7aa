import {
  BulkUpdateLocationsContract,
  type LocationBulkUpdateInput,
  type LocationBulkUpdateReply,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { LOCATIONS_KEY } from "./get-location.ts";

/** POST Location/BulkUpdateLocations: the same fields on every chosen location, all or none. */
export const bulkUpdateLocations = (body: LocationBulkUpdateInput): Promise<LocationBulkUpdateReply> =>
  callContract(BulkUpdateLocationsContract, { body });

export const useBulkUpdateLocations = () => useInvalidatingMutation(bulkUpdateLocations, [LOCATIONS_KEY]);
