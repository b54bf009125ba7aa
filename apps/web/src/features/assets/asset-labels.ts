import {
  AssetStatus,
  VerificationFilter,
  type AssetStatusId,
  type VerificationFilterValue,
} from "@fieldstead/domain";

/** The verification filter as the page names it (portal-platform §3.7 values). */
export const VERIFICATION_LABELS: Readonly<Record<VerificationFilterValue, string>> = {
  [VerificationFilter.All]: "All",
  [VerificationFilter.Pending_Verification]: "Pending Verification",
  [VerificationFilter.Verified]: "Verified",
  [VerificationFilter.Unverified]: "Unverified",
  [VerificationFilter.Newly_Created]: "Newly Created",
};

export const STATUS_LABELS: Readonly<Record<AssetStatusId, string>> = {
  [AssetStatus.Active]: "Active",
  [AssetStatus.Inactive]: "Inactive",
  [AssetStatus.InRepair]: "In Repair",
  [AssetStatus.Retired]: "Retired",
  [AssetStatus.InWarehouse]: "In Warehouse",
};

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** '$12,480.00'; empty when there is no cost. */
export const formatCost = (value: number | null): string => (value === null ? "" : USD.format(value));
