import { UpdateLocationContract, type LocationReply, type LocationUpdateInput } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { LOCATIONS_KEY } from "./get-location.ts";

/** POST Location/UpdateLocation: only the fields sent change. */
export const updateLocation = (body: LocationUpdateInput): Promise<LocationReply> =>
  callContract(UpdateLocationContract, { body });

export const useUpdateLocation = () => useInvalidatingMutation(updateLocation, [LOCATIONS_KEY]);
