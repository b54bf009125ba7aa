import { GetCategoryListContract } from "@fieldstead/domain";
import { listPageCall } from "../../../../lib/http.ts";

/** POST FixedAsset/GetCategoryList: a page of the asset categories. Silent: the grid shows its own loading state. */
export const getCategoryList = listPageCall(GetCategoryListContract);
