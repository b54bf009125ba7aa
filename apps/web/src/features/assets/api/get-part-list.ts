import {
  GetPartConfigurationListContract,
  type ListQuery,
  type ListReply,
  type PartListRow,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST FixedAsset/GetPartConfigurationList (API version 2): a page of the parts configuration. Silent: the grid shows its own loading state. */
export const getPartList = (query: ListQuery): Promise<ListReply<PartListRow>> =>
  callContract<ListReply<PartListRow>>(GetPartConfigurationListContract, { body: query, isSilent: true });
