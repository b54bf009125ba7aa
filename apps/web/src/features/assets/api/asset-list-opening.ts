import type { QueryClient } from "@tanstack/react-query";
import { GetAssetListContract, VerificationFilter, type VerificationFilterValue } from "@fieldstead/domain";
import { prefetchListOpening } from "../../../components/grid/list-opening.ts";
import { assetSummaryQuery } from "./get-asset-summary.ts";

export const ASSET_GRID_ID = "fixedAssetManagement";
export const VERIFICATION_PARAM = "verification";
const FILTERS: readonly string[] = Object.values(VerificationFilter);

/** The verification tab from the list's address (?verification=…); anything unknown is 'All'. */
export const verificationOf = (params: URLSearchParams): VerificationFilterValue => {
  const value = params.get(VERIFICATION_PARAM) ?? "";
  return (FILTERS.includes(value) ? value : VerificationFilter.All) as VerificationFilterValue;
};

/** Starts the asset list's summary, saved views and first rows while its screen loads. */
export const prefetchAssetList = (client: QueryClient, params: URLSearchParams): void => {
  void client.prefetchQuery(assetSummaryQuery);
  prefetchListOpening(client, {
    gridId: ASSET_GRID_ID,
    contract: GetAssetListContract,
    extra: { VerificationFilter: verificationOf(params) },
  });
};
