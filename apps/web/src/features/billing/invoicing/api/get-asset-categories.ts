import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetCategoryListContract, LIST_MAX_PAGE_SIZE, type CategoryListRow } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { invoicingKeys } from "./invoicing-keys.ts";

/** POST FixedAsset/GetCategoryList: the active asset categories a rule on assets may count, by name. */
export const getAssetCategories = async (): Promise<CategoryListRow[]> =>
  (
    await callContract(GetCategoryListContract, {
      body: { PageSize: LIST_MAX_PAGE_SIZE, SortModel: [{ colId: "Name", sort: "asc" }] },
      isSilent: true,
    })
  ).Rows.filter((row) => row.IsActive);

export const assetCategoriesQuery = () =>
  queryOptions({ queryKey: invoicingKeys.categories(), queryFn: getAssetCategories, staleTime: 5 * 60_000 });

export const useAssetCategories = () => useQuery(assetCategoriesQuery());
