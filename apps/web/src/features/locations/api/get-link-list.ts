import {
  GetLinkListContract,
  type LinkListQuery,
  type LinkListRow,
  type ListReply,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST Location/GetLinkList: one page of links (silent: the grid shows its own loading state). */
export const getLinkList = (query: LinkListQuery): Promise<ListReply<LinkListRow>> =>
  callContract<ListReply<LinkListRow>>(GetLinkListContract, { body: query, isSilent: true });
