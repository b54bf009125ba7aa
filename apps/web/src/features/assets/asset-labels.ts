import {
  AssetStatus,
  VerificationFilter,
  type AssetStatusId,
  type VerificationFilterValue,
} from "@fieldstead/domain";
import type { AssetTooltipInput } from "../../lib/confirm.ts";

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

/** An asset's bullet tooltip in a confirmation (Asset Category, Part Number, Part Name, Vendor, then serial/quantity). */
export const tooltipInput = (asset: {
  Category: string;
  PartNumber: string | null;
  Model: string | null;
  VendorName: string | null;
  Serialized: boolean;
  SerialNumber: string | null;
  Quantity: number;
}): AssetTooltipInput => ({
  category: asset.Category,
  partNumber: asset.PartNumber ?? "",
  partName: asset.Model ?? "",
  vendor: asset.VendorName ?? "",
  isConsumable: !asset.Serialized,
  serialNumber: asset.SerialNumber,
  quantity: asset.Quantity,
});

/** The status chip's colour. */
export const STATUS_COLOURS: Readonly<
  Record<AssetStatusId, "success" | "default" | "warning" | "error" | "info">
> = {
  [AssetStatus.Active]: "success",
  [AssetStatus.Inactive]: "default",
  [AssetStatus.InRepair]: "warning",
  [AssetStatus.Retired]: "error",
  [AssetStatus.InWarehouse]: "info",
};
