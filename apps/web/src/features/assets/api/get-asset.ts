import { useQuery } from "@tanstack/react-query";
import { VerificationFilter, type AssetListRow } from "@fieldstead/domain";
import { getAssetList } from "./get-asset-list.ts";

/** One asset as the list knows it: the list call filtered on its id (the detail call comes with its page). */
export const getAsset = async (id: number): Promise<AssetListRow | null> => {
  const reply = await getAssetList({
    StartRow: 0,
    PageSize: 1,
    SortModel: [],
    FilterModel: { Id: { filterType: "number", type: "equals", filter: id } },
    VerificationFilter: VerificationFilter.All,
  });
  return reply.Rows[0] ?? null;
};

export const assetQueryKey = (id: number) => ["assets", "detail", id] as const;

export const useAsset = (id: number | null) =>
  useQuery({
    queryKey: assetQueryKey(id ?? 0),
    queryFn: () => getAsset(id!),
    enabled: id !== null,
  });
