import { useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { Box, Button, Typography } from "@mui/material";
import Add from "@mui/icons-material/Add";
import PlaylistAdd from "@mui/icons-material/PlaylistAdd";
import { ExportKind, ImportKind, ModuleId, type LocationListRow } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { DataGrid } from "../../../components/grid/data-grid.tsx";
import { useIsMobile } from "../../../lib/use-is-mobile.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { getLocationList } from "../api/get-location-list.ts";
import { useDeleteLocationsAction } from "../hooks/use-delete-locations-action.ts";
import { locationDetailPath } from "../location-labels.ts";
import { BulkEditDialog } from "./bulk-edit-dialog.tsx";
import { LocationFormDialog } from "./form/location-form-dialog.tsx";
import { LOCATION_CARD, LOCATION_COLUMNS } from "./location-columns.ts";
import { ExportButton } from "../../exports/index.ts";
import { ImportButton } from "../../imports/index.ts";

const L = ModuleId.Locations;

/** /locations: the organisation's sites, buildings, floors and rooms, with the operations the role holds. */
export const LocationsPage = () => {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { can } = useModuleAccess();
  const [reloadKey, setReloadKey] = useState(0);
  const [isCreating, setIsCreating] = useState(false);
  const [editing, setEditing] = useState<LocationListRow[] | null>(null);
  const deleteRows = useDeleteLocationsAction();
  const reload = () => setReloadKey((k) => k + 1);
  const canBulkEdit = can(ModuleId.LocationBulkEdit, L);
  const canDelete = can(ModuleId.LocationDelete, L);
  const canEditAutomated = can(ModuleId.LocationEditAutomatedFields, L);

  // Labelled on a phone too: the cards leave the toolbar room for its buttons' words.
  const toolbarActions = (
    <>
      {can(ModuleId.LocationCreate, L) ? (
        <Button variant="contained" startIcon={<Add />} onClick={() => setIsCreating(true)}>
          Create location
        </Button>
      ) : null}
      {can(ModuleId.LocationBulkCreate, L) ? (
        <Button variant="outlined" startIcon={<PlaylistAdd />} component={RouterLink} to="/bulkLocation">
          Bulk create
        </Button>
      ) : null}
      {isMobile ? null : <ImportButton kind={ImportKind.Locations} onImported={reload} />}
    </>
  );

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
        exportActions={(read) => <ExportButton kind={ExportKind.LocationList} readState={read} />}
        onRowClick={(row) => navigate(locationDetailPath(row.Id))}
        card={LOCATION_CARD}
        toolbarActions={toolbarActions}
        reloadKey={reloadKey}
        {...(canBulkEdit || canDelete
          ? {
              selection: {
                maxRows: 500,
                actions: (rows: LocationListRow[], clear: () => void) => (
                  <>
                    {canBulkEdit ? (
                      <Button size="small" variant="contained" onClick={() => setEditing(rows)}>
                        Edit selected
                      </Button>
                    ) : null}
                    {canDelete ? (
                      <Button
                        size="small"
                        variant="outlined"
                        color="error"
                        onClick={async () => {
                          if (await deleteRows(rows)) {
                            clear();
                            reload();
                          }
                        }}
                      >
                        Delete
                      </Button>
                    ) : null}
                  </>
                ),
              },
            }
          : {})}
      />
      {isCreating ? (
        <LocationFormDialog
          canEditAutomated={canEditAutomated}
          onClose={() => setIsCreating(false)}
          onSaved={() => {
            setIsCreating(false);
            reload();
          }}
        />
      ) : null}
      {editing ? (
        <BulkEditDialog
          rows={editing}
          canEditAutomated={canEditAutomated}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
    </Box>
  );
};
