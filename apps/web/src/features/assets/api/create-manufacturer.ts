import {
  CreateManufacturerContract,
  type CatalogueWriteReply,
  type ManufacturerFormInput,
  type ManufacturerListRow,
} from "@fieldstead/domain";
import { CATALOGUE_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/CreateManufacturer. */
export const useCreateManufacturer = () =>
  useContractMutation<ManufacturerFormInput, CatalogueWriteReply<ManufacturerListRow>>(
    CreateManufacturerContract,
    [CATALOGUE_KEY],
  );
