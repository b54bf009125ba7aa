import {
  CreatePartConfigurationContract,
  type CatalogueWriteReply,
  type PartFormInput,
  type PartListRow,
} from "@fieldstead/domain";
import { CATALOGUE_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/CreatePartConfiguration (API version 2). */
export const useCreatePart = () =>
  useContractMutation<PartFormInput, CatalogueWriteReply<PartListRow>>(CreatePartConfigurationContract, [
    CATALOGUE_KEY,
  ]);
