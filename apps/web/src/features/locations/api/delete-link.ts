import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DeleteLinkContract, type LinkDeleteReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { LOCATIONS_KEY } from "./get-location.ts";

/** POST Location/DeleteLink: removes a link. */
export const deleteLink = (id: number): Promise<LinkDeleteReply> =>
  callContract<LinkDeleteReply>(DeleteLinkContract, { body: { Id: id } });

export const useDeleteLink = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLink,
    onSuccess: () => client.invalidateQueries({ queryKey: LOCATIONS_KEY }),
  });
};
