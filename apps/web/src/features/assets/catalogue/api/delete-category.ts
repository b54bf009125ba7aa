import { DeleteCategoryContract } from "@fieldstead/domain";
import { CATALOGUE_KEY, useContractMutation } from "../../api/asset-keys.ts";

/** POST FixedAsset/DeleteCategory: only a category no part uses. */
export const useDeleteCategory = () => useContractMutation(DeleteCategoryContract, [CATALOGUE_KEY]);
