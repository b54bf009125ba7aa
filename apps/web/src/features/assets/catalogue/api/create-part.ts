import { CreatePartConfigurationContract } from "@fieldstead/domain";
import { CATALOGUE_KEY, useContractMutation } from "../../api/asset-keys.ts";

/** POST FixedAsset/CreatePartConfiguration (API version 2). */
export const useCreatePart = () => useContractMutation(CreatePartConfigurationContract, [CATALOGUE_KEY]);
