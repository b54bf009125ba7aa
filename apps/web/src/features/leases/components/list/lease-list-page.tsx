import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Box } from "@mui/material";
import Add from "@mui/icons-material/Add";
import { AccessRightType, ExportKind, ImportKind, ModuleId, type LeaseListRow } from "@fieldstead/domain";
import { DataGrid } from "../../../../components/grid/data-grid.tsx";
import { ToolbarButton } from "../../../../components/grid/toolbar-button.tsx";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../../components/ui/page-heading.tsx";
import { useReportAfterRelease } from "../../../../components/ui/use-report-after-release.ts";
import { ExportButton } from "../../../exports/index.ts";
import { ImportButton } from "../../../imports/index.ts";
import { useIsMobile } from "../../../../lib/use-is-mobile.ts";
import { useModuleAccess } from "../../../permissions/index.ts";
import { getLeaseList } from "../../api/get-lease-list.ts";
import { LeaseFormDialog } from "../form/lease-form-dialog.tsx";
import { leaseDetailPath } from "../lease-paths.ts";
import { LEASE_CARD, LEASE_COLUMNS } from "./lease-columns.tsx";
import { STATUS_PARAM, statusTabOf, withStatusTab, type LeaseTabQuery } from "./lease-status-filter.ts";
import { LeaseStatusTabs } from "./lease-status-tabs.tsx";

/** The register's grid: its saved views and column choices are kept under this name. */
export const LEASE_GRID_ID = "LeaseManagement";

const fetchLeasePage = (query: Parameters<typeof getLeaseList>[0] & LeaseTabQuery) =>
  getLeaseList(withStatusTab(query));

/** /LeaseManagement: the organisation's leases by status, with 'New lease' for those who write them. */
export const LeaseListPage = () => {
  const navigate = useNavigate();
  const { can } = useModuleAccess();
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const statusTab = statusTabOf(params);
  const [isCreating, setIsCreating] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  // A new lease opens once its dialog has closed (and let go of its unsaved-changes guard).
  const [createdId, setCreatedId] = useState<number | null>(null);
  useReportAfterRelease(createdId, (id) => navigate(leaseDetailPath(id)));

  const toolbarActions = can(ModuleId.Leases, undefined, AccessRightType.ReadWrite) ? (
    <>
      <ToolbarButton
        variant="contained"
        label="New lease"
        icon={<Add />}
        onClick={() => setIsCreating(true)}
      />
      {isMobile ? null : (
        <ImportButton kind={ImportKind.Leases} onImported={() => setReloadKey((k) => k + 1)} />
      )}
    </>
  ) : null;

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: "Leases" }]} />
      <PageHeading spacing={2}>Leases</PageHeading>
      <LeaseStatusTabs
        value={statusTab}
        onChange={(next) => setParams(next === "All" ? {} : { [STATUS_PARAM]: next }, { replace: true })}
      />
      <DataGrid<LeaseListRow, LeaseTabQuery>
        gridId={LEASE_GRID_ID}
        label="Leases"
        columns={LEASE_COLUMNS}
        fetchPage={fetchLeasePage}
        extraQuery={{ StatusTab: statusTab }}
        reloadKey={reloadKey}
        hasPageFilter={statusTab !== "All"}
        getRowId={(row) => String(row.Id)}
        onRowClick={(row) => navigate(leaseDetailPath(row.Id))}
        card={LEASE_CARD}
        toolbarActions={toolbarActions}
        exportActions={(read) => (
          <ExportButton
            kind={ExportKind.LeaseList}
            // The file holds what the tab shows: the tab becomes the status filter, as in the list call.
            readState={() => {
              const state = read();
              return { ...state, query: withStatusTab(state.query) };
            }}
          />
        )}
      />
      {isCreating && (
        <LeaseFormDialog
          onClose={() => setIsCreating(false)}
          onSaved={(lease) => {
            setIsCreating(false);
            setCreatedId(lease.Id);
          }}
        />
      )}
    </Box>
  );
};
