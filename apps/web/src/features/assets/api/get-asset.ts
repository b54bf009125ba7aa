import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetAssetContract, type AssetDetail } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { ASSETS_KEY } from "./asset-keys.ts";

/** GET FixedAsset/GetAsset: one asset in full (part, place with its path, components, open move request). */
export const getAsset = (id: number): Promise<AssetDetail> =>
  callContract(GetAssetContract, { query: { Id: id } });

export const assetQuery = (id: number) =>
  queryOptions({ queryKey: [...ASSETS_KEY, "detail", id] as const, queryFn: () => getAsset(id) });

export const useAssetDetail = (id: number | null) =>
  useQuery({ ...assetQuery(id ?? 0), enabled: id !== null });
