import { UpdateAssetContract } from "@fieldstead/domain";
import { ASSETS_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/UpdateAsset: what an edit may change (fields left out stay). */
export const useUpdateAsset = () => useContractMutation(UpdateAssetContract, [ASSETS_KEY]);
