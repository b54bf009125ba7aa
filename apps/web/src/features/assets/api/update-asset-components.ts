import { UpdateAssetComponentsContract } from "@fieldstead/domain";
import { ASSETS_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/UpdateAssetComponents: parts fitted to an asset, or taken off. */
export const useUpdateAssetComponents = () =>
  useContractMutation(UpdateAssetComponentsContract, [ASSETS_KEY]);
