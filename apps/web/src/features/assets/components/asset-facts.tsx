import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { Box, Link, Typography } from "@mui/material";
import type { AssetListRow } from "@fieldstead/domain";
import { formatDateTime } from "../../../lib/format.ts";
import { formatDateCell } from "../../../components/grid/grid-format.ts";
import { formatCost, VERIFICATION_LABELS } from "../asset-labels.ts";

const NONE = "—";

/** What the list knows of an asset, as label and value pairs. */
export const AssetFacts = ({ asset }: { asset: AssetListRow }) => {
  const facts: [string, ReactNode][] = [
    ["Asset tag", asset.AssetTag],
    ["Category", asset.Category],
    ["Manufacturer", asset.Manufacturer ?? NONE],
    ["Model", asset.Model ?? NONE],
    ["Serial number", asset.SerialNumber ?? NONE],
    ["Status", asset.StatusName],
    ["Verification", VERIFICATION_LABELS[asset.VerificationState]],
    [
      "Location",
      asset.LocationId === null ? (
        NONE
      ) : (
        <Link component={RouterLink} to={`/locationModules/${asset.LocationId}`}>
          {asset.LocationName ?? `Location ${asset.LocationId}`}
        </Link>
      ),
    ],
    ["Purchased", formatDateCell(asset.PurchaseDate) || NONE],
    ["Cost", formatCost(asset.PurchaseCost) || NONE],
    ["Updated", formatDateTime(asset.UpdatedAt)],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
        gap: 2.5,
        m: 0,
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: "anywhere" }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
