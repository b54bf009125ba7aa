import { PersistVendorContract } from "@fieldstead/domain";
import { ASSETS_KEY, CATALOGUE_KEY, useContractMutation } from "../../api/asset-keys.ts";

/** POST FixedAsset/PersistVendor (API version 2): creates (no Id) or updates a vendor. */
export const usePersistVendor = () => useContractMutation(PersistVendorContract, [CATALOGUE_KEY, ASSETS_KEY]);
