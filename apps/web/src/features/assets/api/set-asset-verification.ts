import { SetAssetVerificationContract } from "@fieldstead/domain";
import { ASSETS_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/SetAssetVerification: a verification state for up to 500 assets. */
export const useSetAssetVerification = () => useContractMutation(SetAssetVerificationContract, [ASSETS_KEY]);
