import {
  UpdateManufacturerContract,
  type CatalogueWriteReply,
  type ManufacturerFormInput,
  type ManufacturerListRow,
} from "@fieldstead/domain";
import { ASSETS_KEY, CATALOGUE_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/UpdateManufacturer: a new name reaches the assets of its parts. */
export const useUpdateManufacturer = () =>
  useContractMutation<ManufacturerFormInput & { Id: number }, CatalogueWriteReply<ManufacturerListRow>>(
    UpdateManufacturerContract,
    [CATALOGUE_KEY, ASSETS_KEY],
  );
