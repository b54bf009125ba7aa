import { DeletePartConfigurationContract, type CatalogueDeleteReply } from "@fieldstead/domain";
import { CATALOGUE_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/DeletePartConfiguration (API version 2): only a part no asset uses. */
export const useDeletePart = () =>
  useContractMutation<{ Id: number }, CatalogueDeleteReply>(DeletePartConfigurationContract, [CATALOGUE_KEY]);
