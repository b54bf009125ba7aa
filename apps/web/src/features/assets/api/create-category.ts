import { CreateCategoryContract } from "@fieldstead/domain";
import { CATALOGUE_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/CreateCategory. */
export const useCreateCategory = () => useContractMutation(CreateCategoryContract, [CATALOGUE_KEY]);
