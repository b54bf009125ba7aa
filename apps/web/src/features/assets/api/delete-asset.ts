import { DeleteAssetContract } from "@fieldstead/domain";
import { ASSETS_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/DeleteAsset: up to 500 assets with their components. */
export const useDeleteAsset = () => useContractMutation(DeleteAssetContract, [ASSETS_KEY]);
