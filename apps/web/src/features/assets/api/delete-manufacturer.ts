import { DeleteManufacturerContract, type CatalogueDeleteReply } from "@fieldstead/domain";
import { CATALOGUE_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/DeleteManufacturer: only one no part uses. */
export const useDeleteManufacturer = () =>
  useContractMutation<{ Id: number }, CatalogueDeleteReply>(DeleteManufacturerContract, [CATALOGUE_KEY]);
