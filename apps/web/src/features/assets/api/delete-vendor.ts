import { DeleteVendorContract } from "@fieldstead/domain";
import { CATALOGUE_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/DeleteVendor: only one no asset names. */
export const useDeleteVendor = () => useContractMutation(DeleteVendorContract, [CATALOGUE_KEY]);
