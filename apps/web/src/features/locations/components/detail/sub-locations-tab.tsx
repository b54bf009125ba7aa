import { useNavigate } from "react-router";
import type { LocationDetail, LocationListRow } from "@fieldstead/domain";
import { DataGrid } from "../../../../components/grid/data-grid.tsx";
import { getLocationList } from "../../api/get-location-list.ts";
import { locationDetailPath } from "../../location-labels.ts";
import { LOCATION_COLUMNS, SUB_LOCATION_CARD } from "../location-columns.ts";

const COLUMNS = LOCATION_COLUMNS.filter((c) => c.colId !== "ParentName");

/** The locations directly below this one. */
export const SubLocationsTab = ({ location }: { location: LocationDetail }) => {
  const navigate = useNavigate();
  return (
    <DataGrid<LocationListRow, { ParentId: number }>
      gridId="location-sub-locations"
      label="Sub-locations"
      columns={COLUMNS}
      fetchPage={getLocationList}
      extraQuery={{ ParentId: location.Id }}
      getRowId={(row) => String(row.Id)}
      onRowClick={(row) => navigate(locationDetailPath(row.Id))}
      card={SUB_LOCATION_CARD}
    />
  );
};
