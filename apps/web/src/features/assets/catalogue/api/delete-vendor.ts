import { DeleteVendorContract } from "@fieldstead/domain";
import { CATALOGUE_KEY, useContractMutation } from "../../api/asset-keys.ts";

/** POST FixedAsset/DeleteVendor: only one no asset names. */
export const useDeleteVendor = () => useContractMutation(DeleteVendorContract, [CATALOGUE_KEY]);
