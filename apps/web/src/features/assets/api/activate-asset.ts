import { ActivateAssetContract } from "@fieldstead/domain";
import { ASSETS_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/ActivateAsset: assets become Active. */
export const useActivateAsset = () => useContractMutation(ActivateAssetContract, [ASSETS_KEY]);
