import {
  SetAssetVerificationContract,
  type AssetIdsInput,
  type AssetWriteReply,
  type VerificationStateValue,
} from "@fieldstead/domain";
import { ASSETS_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/SetAssetVerification: a verification state for up to 500 assets. */
export const useSetAssetVerification = () =>
  useContractMutation<AssetIdsInput & { VerificationState: VerificationStateValue }, AssetWriteReply>(
    SetAssetVerificationContract,
    [ASSETS_KEY],
  );
