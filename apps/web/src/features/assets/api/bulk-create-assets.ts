import { BulkCreateAssetsContract } from "@fieldstead/domain";
import { ASSETS_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/BulkCreateAssets: up to 500 assets, all or none. */
export const useBulkCreateAssets = () => useContractMutation(BulkCreateAssetsContract, [ASSETS_KEY]);
