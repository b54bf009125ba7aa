import { useNavigate } from "react-router";
import { Box, Typography } from "@mui/material";
import type { LocationListRow } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { DataGrid } from "../../../components/grid/data-grid.tsx";
import { getLocationList } from "../api/get-location-list.ts";
import { locationDetailPath } from "../location-labels.ts";
import { LOCATION_COLUMNS } from "./location-columns.ts";

/** /locations: the organisation's sites, buildings, floors and rooms. */
export const LocationsPage = () => {
  const navigate = useNavigate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: "Locations" }]} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Locations
      </Typography>
      <DataGrid<LocationListRow, Record<never, never>>
        gridId="locations"
        label="Locations"
        columns={LOCATION_COLUMNS}
        fetchPage={getLocationList}
        getRowId={(row) => String(row.Id)}
        onRowClick={(row) => navigate(locationDetailPath(row.Id))}
      />
    </Box>
  );
};
