import { GetAssetHistoryContract, type HistoryReply } from "@fieldstead/domain";
import type { HistorySource } from "../../../components/ui/history-list.tsx";
import { callContract } from "../../../lib/http.ts";
import { ASSETS_KEY } from "./asset-keys.ts";

const PAGE_SIZE = 20;

/** POST FixedAsset/GetAssetHistory: an asset's history, newest first; `Before` reads the next page. */
export const getAssetHistory = (id: number, before: number | null): Promise<HistoryReply> =>
  callContract(GetAssetHistoryContract, {
    body: { Id: id, PageSize: PAGE_SIZE, ...(before ? { Before: before } : {}) },
  });

/** The asset's history as the history list reads it, page by page. */
export const assetHistorySource = (id: number): HistorySource => ({
  queryKey: [...ASSETS_KEY, "history", id],
  fetchPage: (before) => getAssetHistory(id, before),
});
