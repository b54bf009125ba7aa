import { GetLinkListContract } from "@fieldstead/domain";
import { listPageCall } from "../../../lib/http.ts";

/** POST Location/GetLinkList: one page of links (silent: the grid shows its own loading state). */
export const getLinkList = listPageCall(GetLinkListContract);
