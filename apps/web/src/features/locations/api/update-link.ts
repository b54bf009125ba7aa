import { UpdateLinkContract, type LinkUpdate, type LinkReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { LOCATIONS_KEY } from "./get-location.ts";

/** POST Location/UpdateLink: a link's ends, type or description. */
export const updateLink = (body: LinkUpdate): Promise<LinkReply> =>
  callContract(UpdateLinkContract, { body });

export const useUpdateLink = () => useInvalidatingMutation(updateLink, [LOCATIONS_KEY]);
