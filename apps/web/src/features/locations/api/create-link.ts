import { CreateLinkContract, type LinkCreateInput, type LinkReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { LOCATIONS_KEY } from "./get-location.ts";

/** POST Location/CreateLink: links two locations (409 when they have a link of this type). */
export const createLink = (body: LinkCreateInput): Promise<LinkReply> =>
  callContract(CreateLinkContract, { body });

export const useCreateLink = () => useInvalidatingMutation(createLink, [LOCATIONS_KEY]);
