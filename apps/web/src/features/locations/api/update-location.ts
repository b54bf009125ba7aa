import { useMutation, useQueryClient } from "@tanstack/react-query";
import { UpdateLocationContract, type LocationReply, type LocationUpdateInput } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { LOCATIONS_KEY } from "./get-location.ts";

/** POST Location/UpdateLocation: only the fields sent change. */
export const updateLocation = (body: LocationUpdateInput): Promise<LocationReply> =>
  callContract<LocationReply>(UpdateLocationContract, { body });

export const useUpdateLocation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    onSuccess: () => client.invalidateQueries({ queryKey: LOCATIONS_KEY }),
  });
};
