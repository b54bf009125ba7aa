import { UpdateAssetStatusContract } from "@fieldstead/domain";
import { ASSETS_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/UpdateAssetStatus (API version 2): a status for up to 500 assets. */
export const useUpdateAssetStatus = () => useContractMutation(UpdateAssetStatusContract, [ASSETS_KEY]);
