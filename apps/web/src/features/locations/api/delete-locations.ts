import { DeleteLocationContract, type LocationDeleteReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { LOCATIONS_KEY } from "./get-location.ts";

/** POST Location/DeleteLocation with Ids: deletes what nothing holds and reports each refusal. */
export const deleteLocations = (ids: number[]): Promise<LocationDeleteReply> =>
  callContract(DeleteLocationContract, { body: { Ids: ids } });

export const useDeleteLocations = () => useInvalidatingMutation(deleteLocations, [LOCATIONS_KEY]);
