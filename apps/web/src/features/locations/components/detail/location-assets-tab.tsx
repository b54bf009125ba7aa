import { useNavigate } from "react-router";
import type { AssetListRow, LocationDetail, VerificationFilterValue } from "@fieldstead/domain";
import { DataGrid } from "../../../../components/grid/data-grid.tsx";
import { getLocationAssets } from "../../api/get-location-assets.ts";
import { assetDetailPath } from "../../location-labels.ts";
import { LOCATION_ASSET_CARD, LOCATION_ASSET_COLUMNS } from "./location-asset-columns.ts";

type Extra = { LocationId: number; VerificationFilter: VerificationFilterValue };

/** The assets standing at this location (not those of its sub-locations); a row opens the asset. */
export const LocationAssetsTab = ({ location }: { location: LocationDetail }) => {
  const navigate = useNavigate();
  return (
    <DataGrid<AssetListRow, Extra>
      gridId="location-assets"
      label="Assets here"
      columns={LOCATION_ASSET_COLUMNS}
      card={LOCATION_ASSET_CARD}
      fetchPage={getLocationAssets}
      extraQuery={{ LocationId: location.Id, VerificationFilter: "All" }}
      getRowId={(row) => String(row.Id)}
      onRowClick={(row) => navigate(assetDetailPath(row.Id))}
    />
  );
};
