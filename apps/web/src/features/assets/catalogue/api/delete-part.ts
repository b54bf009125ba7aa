import { DeletePartConfigurationContract } from "@fieldstead/domain";
import { CATALOGUE_KEY, useContractMutation } from "../../api/asset-keys.ts";

/** POST FixedAsset/DeletePartConfiguration (API version 2): only a part no asset uses. */
export const useDeletePart = () => useContractMutation(DeletePartConfigurationContract, [CATALOGUE_KEY]);
