import { CloneAssetContract } from "@fieldstead/domain";
import { ASSETS_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/CloneAsset (API version 2): a copy with a new tag. */
export const useCloneAsset = () => useContractMutation(CloneAssetContract, [ASSETS_KEY]);
