import { Link as RouterLink } from "react-router";
import { Box, Link, Tooltip, Typography } from "@mui/material";
import { assetTooltip } from "../../../../../lib/confirm.ts";
import { assetDetailPath } from "../../../components/asset-paths.ts";

/** What an asset bullet shows and its tooltip says (missing parts read '--'). */
export type AssetBullet = {
  AssetId: number;
  AssetTag: string;
  Name: string;
  Category?: string | null;
  PartNumber?: string | null;
  PartName?: string | null;
  Vendor?: string | null;
  Serialized?: boolean;
  SerialNumber?: string | null;
  Quantity?: number | null;
  /** Where it stands now, when the list should say it. */
  LocationName?: string | null;
};

export const tooltipOf = (asset: AssetBullet): string =>
  assetTooltip({
    category: asset.Category ?? "",
    partNumber: asset.PartNumber ?? "",
    partName: asset.PartName ?? "",
    vendor: asset.Vendor ?? "",
    isConsumable: asset.Serialized === false,
    serialNumber: asset.SerialNumber ?? null,
    quantity: asset.Quantity ?? null,
  });

export type RequestAssetListProps = {
  assets: readonly AssetBullet[];
  /** Link each asset to its page. */
  hasLinks?: boolean;
};

/** Assets as bullets, each with its tooltip (category, part, vendor, serial number or quantity). */
export const RequestAssetList = ({ assets, hasLinks = false }: RequestAssetListProps) => (
  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
    {assets.map((asset) => (
      <Box component="li" key={asset.AssetId} sx={{ py: 0.25, overflowWrap: "anywhere" }}>
        <Tooltip
          title={<span style={{ whiteSpace: "pre-line" }}>{tooltipOf(asset)}</span>}
          describeChild
          placement="bottom-start"
        >
          <Box component="span" tabIndex={hasLinks ? undefined : 0} sx={{ cursor: "help" }}>
            {hasLinks ? (
              <Link component={RouterLink} to={assetDetailPath(asset.AssetId)} sx={{ fontWeight: 600 }}>
                {asset.AssetTag}
              </Link>
            ) : (
              <Box component="span" sx={{ fontWeight: 600 }}>
                {asset.AssetTag}
              </Box>
            )}{" "}
            {asset.Name}
          </Box>
        </Tooltip>
        {asset.LocationName !== undefined && (
          <Typography component="span" variant="body2" sx={{ color: "text.secondary" }}>
            {" "}
            · now at {asset.LocationName ?? "no location"}
          </Typography>
        )}
      </Box>
    ))}
  </Box>
);
