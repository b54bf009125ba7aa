import { UpdateManufacturerContract } from "@fieldstead/domain";
import { ASSETS_KEY, CATALOGUE_KEY, useContractMutation } from "../../api/asset-keys.ts";

/** POST FixedAsset/UpdateManufacturer: a new name reaches the assets of its parts. */
export const useUpdateManufacturer = () =>
  useContractMutation(UpdateManufacturerContract, [CATALOGUE_KEY, ASSETS_KEY]);
