import { DeleteVendorContract, type CatalogueDeleteReply } from "@fieldstead/domain";
import { CATALOGUE_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/DeleteVendor: only one no asset names. */
export const useDeleteVendor = () =>
  useContractMutation<{ Id: number }, CatalogueDeleteReply>(DeleteVendorContract, [CATALOGUE_KEY]);
