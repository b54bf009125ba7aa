import { UpdatePartConfigurationContract } from "@fieldstead/domain";
import { ASSETS_KEY, CATALOGUE_KEY, useContractMutation } from "../../api/asset-keys.ts";

/** POST FixedAsset/UpdatePartConfiguration (API version 2): its assets follow its name, category and maker. */
export const useUpdatePart = () =>
  useContractMutation(UpdatePartConfigurationContract, [CATALOGUE_KEY, ASSETS_KEY]);
