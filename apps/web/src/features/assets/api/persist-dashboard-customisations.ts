import { PersistDashboardCustomisationsContract } from "@fieldstead/domain";
import { ASSETS_KEY, useContractMutation } from "./asset-keys.ts";

/** POST FixedAsset/PersistDashboardCustomisations (API version 2): the caller's summary cards. */
export const usePersistDashboardCustomisations = () =>
  useContractMutation(PersistDashboardCustomisationsContract, [ASSETS_KEY]);
