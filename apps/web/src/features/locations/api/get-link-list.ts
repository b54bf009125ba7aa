import { GetLinkListContract, type LinkListQuery, type LinkListRow } from "@fieldstead/domain";
import { listPageCall } from "../../../lib/http.ts";

/** POST Location/GetLinkList: one page of links (silent: the grid shows its own loading state). */
export const getLinkList = listPageCall<LinkListQuery, LinkListRow>(GetLinkListContract);
