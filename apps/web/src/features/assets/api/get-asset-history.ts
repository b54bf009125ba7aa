import { useInfiniteQuery } from "@tanstack/react-query";
import { GetAssetHistoryContract, type HistoryReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { ASSETS_KEY } from "./asset-keys.ts";

const PAGE_SIZE = 20;

/** POST FixedAsset/GetAssetHistory: an asset's history, newest first; `Before` reads the next page. */
export const getAssetHistory = (id: number, before: number | null): Promise<HistoryReply> =>
  callContract<HistoryReply>(GetAssetHistoryContract, {
    body: { Id: id, PageSize: PAGE_SIZE, ...(before ? { Before: before } : {}) },
  });

export const useAssetHistory = (id: number, isEnabled: boolean) =>
  useInfiniteQuery({
    queryKey: [...ASSETS_KEY, "history", id] as const,
    queryFn: ({ pageParam }) => getAssetHistory(id, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.NextBefore,
    enabled: isEnabled,
  });
