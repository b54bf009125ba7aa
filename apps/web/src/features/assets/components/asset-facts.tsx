import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { Box, Link, Typography } from "@mui/material";
import type { AssetDetail } from "@fieldstead/domain";
import { formatDateTime } from "../../../lib/format.ts";
import { formatDateCell } from "../../../components/grid/grid-format.ts";
import { formatCost, VERIFICATION_LABELS } from "../asset-labels.ts";
import { locationPath } from "./asset-paths.ts";

const NONE = "—";

/** An asset's facts, as label and value pairs. */
export const AssetFacts = ({ asset }: { asset: AssetDetail }) => {
  const facts: [string, ReactNode][] = [
    ["Asset tag", asset.AssetTag],
    ["Part number", asset.Part?.PartNumber ?? NONE],
    ["Part name", asset.Part?.PartName ?? NONE],
    [
      "Category",
      asset.Category.Code ? `${asset.Category.Name} (${asset.Category.Code})` : asset.Category.Name,
    ],
    ["Manufacturer", asset.Manufacturer ?? NONE],
    asset.Serialized
      ? ["Serial number", asset.SerialNumber ?? NONE]
      : ["Quantity", asset.Quantity.toLocaleString("en-US")],
    ["Kind", asset.Serialized ? "Serialized" : "Consumable"],
    ["Status", asset.StatusName],
    ["Verification", VERIFICATION_LABELS[asset.VerificationState]],
    [
      "Location",
      asset.Location ? (
        <Link component={RouterLink} to={locationPath(asset.Location.Id)}>
          {asset.Location.Name}
        </Link>
      ) : (
        NONE
      ),
    ],
    ["Vendor", asset.Vendor?.Name ?? NONE],
    ["Purchased", formatDateCell(asset.PurchaseDate) || NONE],
    ["Cost", formatCost(asset.PurchaseCost) || NONE],
    ["Created", `${formatDateTime(asset.CreatedAt)}${asset.CreatedBy ? ` by ${asset.CreatedBy.Name}` : ""}`],
    ["Updated", `${formatDateTime(asset.UpdatedAt)}${asset.UpdatedBy ? ` by ${asset.UpdatedBy.Name}` : ""}`],
    ["Description", asset.Description ?? NONE],
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
