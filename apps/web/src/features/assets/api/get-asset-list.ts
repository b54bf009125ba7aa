import {
  GetAssetListContract,
  type AssetListQuery,
  type AssetListRow,
  type ListReply,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/**
 * POST FixedAsset/GetAssetList: one page of the organisation's fixed assets. Silent: the grid shows its own
 * loading state, and scrolling must not flash the page-wide loader.
 */
export const getAssetList = (query: AssetListQuery): Promise<ListReply<AssetListRow>> =>
  callContract(GetAssetListContract, { body: query, isSilent: true });
