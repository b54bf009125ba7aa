import { CreateAssetContract } from "@fieldstead/domain";
import { ASSETS_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/CreateAsset: one asset of a part at a location; its tag is generated. */
export const useCreateAsset = () => useContractMutation(CreateAssetContract, [ASSETS_KEY]);
