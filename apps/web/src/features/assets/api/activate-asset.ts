import { ActivateAssetContract, type AssetIdsInput, type AssetWriteReply } from "@fieldstead/domain";
import { ASSETS_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/ActivateAsset: assets become Active. */
export const useActivateAsset = () =>
  useContractMutation<AssetIdsInput, AssetWriteReply>(ActivateAssetContract, [ASSETS_KEY]);
