import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Box, Typography } from "@mui/material";
import Add from "@mui/icons-material/Add";
import PlaylistAdd from "@mui/icons-material/PlaylistAdd";
import {
  ExportKind,
  ImportKind,
  ModuleId,
  VerificationFilter,
  type AssetListRow,
  type VerificationFilterValue,
} from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { DataGrid } from "../../../components/grid/data-grid.tsx";
import { useReportAfterRelease } from "../../../components/ui/use-report-after-release.ts";
import { confirm } from "../../../lib/confirm.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { useDeleteAsset } from "../api/delete-asset.ts";
import { getAssetList } from "../api/get-asset-list.ts";
import { ASSET_CARD, ASSET_COLUMNS } from "./asset-columns.ts";
import { moveCandidateOfRow } from "./asset-move-candidates.ts";
import { assetDetailPath } from "./asset-paths.ts";
import { AssetSelectionActions } from "./asset-selection-actions.tsx";
import { AssetStatusDialog } from "./asset-status-dialog.tsx";
import { AssetSummaryCards } from "./asset-summary-cards.tsx";
import { ASSET_GRID_ID, VERIFICATION_PARAM, verificationOf } from "../api/asset-list-opening.ts";
import { deleteConfirmation } from "./confirm-delete-assets.ts";
import { FixedAssetSections } from "./fixed-asset-sections.tsx";
import { AssetFormDialog } from "./form/asset-form-dialog.tsx";
import { CreateMoveRequestDialog } from "../requests/components/move-requests/create-move-request-dialog.tsx";
import { ToolbarButton } from "../../../components/grid/toolbar-button.tsx";
import { VerificationTabs } from "./verification-tabs.tsx";
import { ExportButton } from "../../exports/index.ts";
import { ImportButton } from "../../imports/index.ts";

const MAX_PICKED = 500;

export { assetDetailPath };

/** /fixedAssetManagement: the summary, the organisation's assets by verification state, and what to do with them. */
export const AssetListPage = () => {
  const navigate = useNavigate();
  const { can } = useModuleAccess();
  const [params, setParams] = useSearchParams();
  const verification = verificationOf(params);
  const handleVerificationChange = (next: VerificationFilterValue) =>
    setParams(next === VerificationFilter.All ? {} : { [VERIFICATION_PARAM]: next }, { replace: true });
  const [reloadKey, setReloadKey] = useState(0);
  const [isCreating, setIsCreating] = useState(false);
  const [moving, setMoving] = useState<AssetListRow[] | null>(null);
  const [statusOf, setStatusOf] = useState<AssetListRow[] | null>(null);
  const remove = useDeleteAsset();
  const reload = () => setReloadKey((n) => n + 1);
  // A new asset opens once its dialog has closed (and let go of its unsaved-changes guard).
  const [createdId, setCreatedId] = useState<number | null>(null);
  useReportAfterRelease(createdId, (id) => navigate(assetDetailPath(id)));

  const handleDelete = async (rows: AssetListRow[], clear: () => void) => {
    const { confirmed } = await confirm(deleteConfirmation(rows));
    if (!confirmed) return;
    try {
      const reply = await remove.mutateAsync({ Ids: rows.map((r) => r.Id) });
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      clear();
      reload();
    } catch (error) {
      await confirm({
        title: "The assets were not deleted",
        message: error instanceof Error ? error.message : String(error),
        icon: "error",
        yesLabel: "OK",
      });
    }
  };

  const F = ModuleId.FixedAssets;
  const toolbarActions = (
    <>
      {can(ModuleId.AssetCreate, F) && (
        <ToolbarButton
          variant="contained"
          label="Create asset"
          icon={<Add />}
          onClick={() => setIsCreating(true)}
        />
      )}
      {can(ModuleId.AssetBulkCreate, F) && (
        <ToolbarButton
          label="Bulk create"
          icon={<PlaylistAdd />}
          onClick={() => navigate("/fixedAssetManagement/bulkCreate")}
        />
      )}
      <ImportButton kind={ImportKind.Assets} onImported={reload} />
    </>
  );
  const hasSelection = [
    ModuleId.MoveRequests,
    ModuleId.AssetStatus,
    ModuleId.AssetEdit,
    ModuleId.AssetDelete,
  ].some((id) => can(id, F));

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: "Fixed Assets" }]} />
      <FixedAssetSections />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Fixed Assets
      </Typography>
      <AssetSummaryCards />
      <VerificationTabs value={verification} onChange={handleVerificationChange} />
      <DataGrid<AssetListRow, { VerificationFilter: VerificationFilterValue }>
        gridId={ASSET_GRID_ID}
        label="Fixed assets"
        columns={ASSET_COLUMNS}
        card={ASSET_CARD}
        fetchPage={getAssetList}
        extraQuery={{ VerificationFilter: verification }}
        hasPageFilter={verification !== VerificationFilter.All}
        getRowId={(row) => String(row.Id)}
        exportActions={(read) => <ExportButton kind={ExportKind.AssetList} readState={read} />}
        onRowClick={(row) => navigate(assetDetailPath(row.Id))}
        toolbarActions={toolbarActions}
        reloadKey={reloadKey}
        {...(hasSelection
          ? {
              selection: {
                maxRows: MAX_PICKED,
                actions: (rows: AssetListRow[], clear: () => void) => (
                  <AssetSelectionActions
                    rows={rows}
                    onMove={setMoving}
                    onChangeStatus={setStatusOf}
                    onVerified={reload}
                    onDelete={(picked) => void handleDelete(picked, clear)}
                  />
                ),
              },
            }
          : {})}
      />
      {isCreating && (
        <AssetFormDialog
          onClose={() => setIsCreating(false)}
          onSaved={(asset) => {
            setIsCreating(false);
            setCreatedId(asset.Id);
          }}
        />
      )}
      {statusOf && (
        <AssetStatusDialog
          assets={statusOf}
          onClose={() => setStatusOf(null)}
          onChanged={() => {
            setStatusOf(null);
            reload();
          }}
        />
      )}
      <CreateMoveRequestDialog
        assets={(moving ?? []).map(moveCandidateOfRow)}
        isOpen={moving !== null}
        onClose={() => setMoving(null)}
        onCreated={() => reload()}
      />
    </Box>
  );
};
