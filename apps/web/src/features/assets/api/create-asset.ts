import { CreateAssetContract, type AssetFormInput, type AssetWriteReply } from "@fieldstead/domain";
import { ASSETS_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/CreateAsset: one asset of a part at a location; its tag is generated. */
export const useCreateAsset = () =>
  useContractMutation<AssetFormInput, AssetWriteReply>(CreateAssetContract, [ASSETS_KEY]);
