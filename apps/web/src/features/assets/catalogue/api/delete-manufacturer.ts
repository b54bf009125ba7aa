import { DeleteManufacturerContract } from "@fieldstead/domain";
import { CATALOGUE_KEY, useContractMutation } from "../../api/asset-keys.ts";

/** POST FixedAsset/DeleteManufacturer: only one no part uses. */
export const useDeleteManufacturer = () => useContractMutation(DeleteManufacturerContract, [CATALOGUE_KEY]);
