import {
  CreateCategoryContract,
  type CatalogueWriteReply,
  type CategoryFormInput,
  type CategoryListRow,
} from "@fieldstead/domain";
import { CATALOGUE_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/CreateCategory. */
export const useCreateCategory = () =>
  useContractMutation<CategoryFormInput, CatalogueWriteReply<CategoryListRow>>(CreateCategoryContract, [
    CATALOGUE_KEY,
  ]);
