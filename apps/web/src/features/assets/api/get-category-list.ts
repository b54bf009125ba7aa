import {
  GetCategoryListContract,
  type ListQuery,
  type ListReply,
  type CategoryListRow,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST FixedAsset/GetCategoryList: a page of the asset categories. Silent: the grid shows its own loading state. */
export const getCategoryList = (query: ListQuery): Promise<ListReply<CategoryListRow>> =>
  callContract<ListReply<CategoryListRow>>(GetCategoryListContract, { body: query, isSilent: true });
