import { CreateLocationContract, type LocationCreateInput, type LocationReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { LOCATIONS_KEY } from "./get-location.ts";

/** POST Location/CreateLocation: the code is generated and the place taken from the parent unless given. */
export const createLocation = (body: LocationCreateInput): Promise<LocationReply> =>
  callContract(CreateLocationContract, { body });

export const useCreateLocation = () => useInvalidatingMutation(createLocation, [LOCATIONS_KEY]);
