import { CreateCategoryContract } from "@fieldstead/domain";
import { CATALOGUE_KEY, useContractMutation } from "../../api/asset-keys.ts";

/** POST FixedAsset/CreateCategory. */
export const useCreateCategory = () => useContractMutation(CreateCategoryContract, [CATALOGUE_KEY]);
