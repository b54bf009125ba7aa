import { useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "@mui/material";
import Add from "@mui/icons-material/Add";
import {
  ExportKind,
  AccessRightType,
  ModuleId,
  type MaterialRequestListQuery,
  type MaterialRequestListRow,
} from "@fieldstead/domain";
import { DataGrid } from "../../../../../components/grid/data-grid.tsx";
import { useModuleAccess } from "../../../../permissions/index.ts";
import { getMaterialRequestList } from "../../api/get-material-request-list.ts";
import { FixedAssetPage } from "../../../components/fixed-asset-page.tsx";
import { materialRequestPath } from "../request-paths.ts";
import { ToolbarButton } from "../../../../../components/grid/toolbar-button.tsx";
import { CreateMaterialRequestDialog } from "./create-material-request-dialog.tsx";
import { MATERIAL_REQUEST_CARD, MATERIAL_REQUEST_COLUMNS } from "./material-request-columns.tsx";
import { ExportButton } from "../../../../exports/index.ts";

const fetchPage = (query: MaterialRequestListQuery) => getMaterialRequestList(query);

/** /materialRequest: the organisation's material requests, newest first. */
export const MaterialRequestListPage = () => {
  const navigate = useNavigate();
  const { can, isLoading } = useModuleAccess();
  const [isCreating, setIsCreating] = useState(false);
  const canRead = can(ModuleId.MaterialRequestDetails, ModuleId.FixedAssets, AccessRightType.ReadOnly);
  const canCreate = can(ModuleId.MaterialRequestCreate, ModuleId.FixedAssets);
  return (
    <FixedAssetPage trail={[{ kind: "text", label: "Material requests" }]} title="Material requests">
      {isLoading ? null : canRead ? (
        <DataGrid<MaterialRequestListRow>
          gridId="materialRequests"
          label="Material requests"
          columns={MATERIAL_REQUEST_COLUMNS}
          card={MATERIAL_REQUEST_CARD}
          fetchPage={fetchPage}
          getRowId={(row) => String(row.Id)}
          exportActions={(read) => <ExportButton kind={ExportKind.MaterialRequests} readState={read} />}
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
    </FixedAssetPage>
  );
};
