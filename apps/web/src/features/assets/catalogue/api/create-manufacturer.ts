import { CreateManufacturerContract } from "@fieldstead/domain";
import { CATALOGUE_KEY, useContractMutation } from "../../api/asset-keys.ts";

/** POST FixedAsset/CreateManufacturer. */
export const useCreateManufacturer = () => useContractMutation(CreateManufacturerContract, [CATALOGUE_KEY]);
