import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CreateLocationContract, type LocationCreateInput, type LocationReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { LOCATIONS_KEY } from "./get-location.ts";

/** POST Location/CreateLocation: the code is generated and the place taken from the parent unless given. */
export const createLocation = (body: LocationCreateInput): Promise<LocationReply> =>
  callContract<LocationReply>(CreateLocationContract, { body });

export const useCreateLocation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: () => client.invalidateQueries({ queryKey: LOCATIONS_KEY }),
  });
};
