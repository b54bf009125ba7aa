import { DeactivateAssetContract, type AssetIdsInput, type AssetWriteReply } from "@fieldstead/domain";
import { ASSETS_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/DeactivateAsset: assets become Inactive. */
export const useDeactivateAsset = () =>
  useContractMutation<AssetIdsInput, AssetWriteReply>(DeactivateAssetContract, [ASSETS_KEY]);
