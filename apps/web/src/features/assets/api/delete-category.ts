import { DeleteCategoryContract, type CatalogueDeleteReply } from "@fieldstead/domain";
import { CATALOGUE_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/DeleteCategory: only a category no part uses. */
export const useDeleteCategory = () =>
  useContractMutation<{ Id: number }, CatalogueDeleteReply>(DeleteCategoryContract, [CATALOGUE_KEY]);
