import { DeleteLinkContract, type LinkDeleteReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { LOCATIONS_KEY } from "./get-location.ts";

/** POST Location/DeleteLink: removes a link. */
export const deleteLink = (id: number): Promise<LinkDeleteReply> =>
  callContract(DeleteLinkContract, { body: { Id: id } });

export const useDeleteLink = () => useInvalidatingMutation(deleteLink, [LOCATIONS_KEY]);
