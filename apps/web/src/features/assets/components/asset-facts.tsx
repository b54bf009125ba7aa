import { Link as RouterLink } from "react-router";
import { Link } from "@mui/material";
import type { AssetDetail } from "@fieldstead/domain";
import { FactList, type Fact } from "../../../components/ui/fact-list.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { formatDateCell } from "../../../components/grid/grid-format.ts";
import { formatCost, VERIFICATION_LABELS } from "../asset-labels.ts";
import { locationPath } from "./asset-paths.ts";

/** An asset's facts, as label and value pairs (a dash for what is not given). */
export const AssetFacts = ({ asset }: { asset: AssetDetail }) => {
  const facts: Fact[] = [
    ["Asset tag", asset.AssetTag],
    ["Part number", asset.Part?.PartNumber],
    ["Part name", asset.Part?.PartName],
    [
      "Category",
      asset.Category.Code ? `${asset.Category.Name} (${asset.Category.Code})` : asset.Category.Name,
    ],
    ["Manufacturer", asset.Manufacturer],
    asset.Serialized
      ? ["Serial number", asset.SerialNumber]
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
      ) : null,
    ],
    ["Vendor", asset.Vendor?.Name],
    ["Purchased", formatDateCell(asset.PurchaseDate)],
    ["Cost", formatCost(asset.PurchaseCost)],
    ["Created", `${formatDateTime(asset.CreatedAt)}${asset.CreatedBy ? ` by ${asset.CreatedBy.Name}` : ""}`],
    ["Updated", `${formatDateTime(asset.UpdatedAt)}${asset.UpdatedBy ? ` by ${asset.UpdatedBy.Name}` : ""}`],
    ["Description", asset.Description],
  ];
  return <FactList facts={facts} />;
};
