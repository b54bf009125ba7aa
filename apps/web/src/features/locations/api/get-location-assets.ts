import {
  GetAssetListContract,
  type AssetListQuery,
  type AssetListRow,
  type ListReply,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST FixedAsset/GetAssetList with LocationId: the assets standing at one location (silent, like every list). */
export const getLocationAssets = (query: AssetListQuery): Promise<ListReply<AssetListRow>> =>
  callContract<ListReply<AssetListRow>>(GetAssetListContract, { body: query, isSilent: true });
