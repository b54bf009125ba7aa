import { DeactivateAssetContract } from "@fieldstead/domain";
import { ASSETS_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/DeactivateAsset: assets become Inactive. */
export const useDeactivateAsset = () => useContractMutation(DeactivateAssetContract, [ASSETS_KEY]);
