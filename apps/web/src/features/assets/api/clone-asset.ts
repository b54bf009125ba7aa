import { CloneAssetContract, type AssetWriteReply, type CloneAssetInput } from "@fieldstead/domain";
import { ASSETS_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/CloneAsset (API version 2): a copy with a new tag. */
export const useCloneAsset = () =>
  useContractMutation<CloneAssetInput, AssetWriteReply>(CloneAssetContract, [ASSETS_KEY]);
