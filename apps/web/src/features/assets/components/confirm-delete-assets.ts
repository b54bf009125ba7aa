import type { ConfirmOptions } from "../../../lib/confirm.ts";
import { assetTooltip } from "../../../lib/confirm.ts";
import { tooltipInput } from "../asset-labels.ts";

/** What the delete confirmation needs of each asset (a list row has it all). */
export type DeletableAsset = Parameters<typeof tooltipInput>[0] & { AssetTag: string; Name: string };

/**
 * The delete confirmation: the assets as bullets ('ACM-HVAC-000123 · Chiller 2'), each with its asset tooltip
 * (portal-platform §2.4).
 */
export const deleteConfirmation = (assets: readonly DeletableAsset[]): ConfirmOptions => ({
  variant: "wide",
  icon: "warning",
  title: assets.length === 1 ? "Delete this asset?" : `Delete ${assets.length} assets?`,
  message:
    "The assets and their components are deleted for good; their history stays. Assets in an open move request are kept.",
  bullets: [
    {
      title: assets.length === 1 ? "Asset" : "Assets",
      items: assets.map((asset) => ({
        label: `${asset.AssetTag} · ${asset.Name}`,
        tooltip: assetTooltip(tooltipInput(asset)),
      })),
    },
  ],
  yesLabel: "Delete",
  noLabel: "Cancel",
});
