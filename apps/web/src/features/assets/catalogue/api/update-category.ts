import { UpdateCategoryContract } from "@fieldstead/domain";
import { ASSETS_KEY, CATALOGUE_KEY, useContractMutation } from "../../api/asset-keys.ts";

/** POST FixedAsset/UpdateCategory: a new name reaches the category's assets too. */
export const useUpdateCategory = () =>
  useContractMutation(UpdateCategoryContract, [CATALOGUE_KEY, ASSETS_KEY]);
