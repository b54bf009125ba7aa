import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetAssetSummaryContract, type AssetSummaryReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { ASSETS_KEY } from "./asset-keys.ts";

/** GET FixedAsset/GetAssetSummary: counts by status and verification state, consumables and total. */
export const getAssetSummary = (): Promise<AssetSummaryReply> =>
  callContract(GetAssetSummaryContract, { isSilent: true });

export const assetSummaryQuery = queryOptions({
  queryKey: [...ASSETS_KEY, "summary"] as const,
  queryFn: getAssetSummary,
});

export const useAssetSummary = () => useQuery(assetSummaryQuery);
