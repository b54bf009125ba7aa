import { useState } from "react";
import { useNavigate } from "react-router";
import { Alert, Box, Typography } from "@mui/material";
import Add from "@mui/icons-material/Add";
import {
  AccessRightType,
  ModuleId,
  type MaterialRequestListQuery,
  type MaterialRequestListRow,
} from "@fieldstead/domain";
import { DataGrid } from "../../../../components/grid/data-grid.tsx";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { useModuleAccess } from "../../../permissions/hooks/use-module-access.ts";
import { getMaterialRequestList } from "../../api/get-material-request-list.ts";
import { FixedAssetSections } from "../fixed-asset-sections.tsx";
import { ToolbarButton } from "../toolbar-button.tsx";
import { materialRequestPath } from "../move-requests/request-paths.ts";
import { CreateMaterialRequestDialog } from "./create-material-request-dialog.tsx";
import { MATERIAL_REQUEST_COLUMNS } from "./material-request-columns.tsx";

const fetchPage = (query: MaterialRequestListQuery) => getMaterialRequestList(query);

/** /materialRequest: the organisation's material requests, newest first. */
export const MaterialRequestListPage = () => {
  const navigate = useNavigate();
  const { can, isLoading } = useModuleAccess();
  const [isCreating, setIsCreating] = useState(false);
  const canRead = can(ModuleId.MaterialRequestDetails, ModuleId.FixedAssets, AccessRightType.ReadOnly);
  const canCreate = can(ModuleId.MaterialRequestCreate, ModuleId.FixedAssets);
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar
        entries={[
          { kind: "link", label: "Fixed Assets", to: "/fixedAssetManagement" },
          { kind: "text", label: "Material requests" },
        ]}
      />
      <FixedAssetSections />
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, mb: 2, fontSize: { xs: "1.75rem", sm: "2.125rem" } }}
      >
        Material requests
      </Typography>
      {isLoading ? null : canRead ? (
        <DataGrid<MaterialRequestListRow>
          gridId="materialRequests"
          label="Material requests"
          columns={MATERIAL_REQUEST_COLUMNS}
          fetchPage={fetchPage}
          getRowId={(row) => String(row.Id)}
          onRowClick={(row) => navigate(materialRequestPath(row.Id))}
          toolbarActions={
            canCreate ? (
              <ToolbarButton
                label="New material request"
                icon={<Add />}
                variant="contained"
                onClick={() => setIsCreating(true)}
              />
            ) : undefined
          }
        />
      ) : (
        <Alert severity="info">Your role does not include material requests.</Alert>
      )}
      {canCreate && (
        <CreateMaterialRequestDialog
          isOpen={isCreating}
          onClose={() => setIsCreating(false)}
          onCreated={(request) => navigate(materialRequestPath(request.Id))}
        />
      )}
    </Box>
  );
};
