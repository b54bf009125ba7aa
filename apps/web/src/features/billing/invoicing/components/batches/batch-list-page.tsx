import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Box } from "@mui/material";
import PlaylistAdd from "@mui/icons-material/PlaylistAdd";
import { ModuleId, type BatchListRow } from "@fieldstead/domain";
import { DataGrid } from "../../../../../components/grid/data-grid.tsx";
import { ToolbarButton } from "../../../../../components/grid/toolbar-button.tsx";
import { BreadcrumbBar } from "../../../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../../../components/ui/page-heading.tsx";
import { useModuleAccess } from "../../../../permissions/index.ts";
import { getBatchList } from "../../api/get-batch-list.ts";
import { BILLING_ENTRY, batchPath } from "../invoicing-paths.ts";
import { BATCH_CARD, BATCH_COLUMNS } from "./batch-columns.tsx";
import { STATUS_PARAM, statusTabOf, withStatusTab, type BatchTabQuery } from "./batch-status-filter.ts";
import { BatchStatusTabs } from "./batch-status-tabs.tsx";
import { GenerateBatchDialog } from "./generate-batch-dialog.tsx";

/** The batch list's grid: its saved views and column choices are kept under this name. */
export const BATCH_GRID_ID = "billing-invoicing";

const fetchBatchPage = (query: Parameters<typeof getBatchList>[0] & BatchTabQuery) =>
  getBatchList(withStatusTab(query));

/** /billing/invoicing: the invoicing batches by state, with 'Generate batch' for those who may generate one. */
export const BatchListPage = () => {
  const navigate = useNavigate();
  const { can } = useModuleAccess();
  const [params, setParams] = useSearchParams();
  const statusTab = statusTabOf(params);
  const [isGenerating, setIsGenerating] = useState(false);

  const toolbarActions = can(ModuleId.BillingGenerate, ModuleId.Billing) ? (
    <ToolbarButton
      variant="contained"
      label="Generate batch"
      icon={<PlaylistAdd />}
      onClick={() => setIsGenerating(true)}
    />
  ) : null;

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[BILLING_ENTRY, { kind: "text", label: "Invoicing" }]} />
      <PageHeading spacing={2}>Invoicing</PageHeading>
      <BatchStatusTabs
        value={statusTab}
        onChange={(next) => setParams(next === "All" ? {} : { [STATUS_PARAM]: next }, { replace: true })}
      />
      <DataGrid<BatchListRow, BatchTabQuery>
        gridId={BATCH_GRID_ID}
        label="Invoicing batches"
        columns={BATCH_COLUMNS}
        fetchPage={fetchBatchPage}
        extraQuery={{ StatusTab: statusTab }}
        hasPageFilter={statusTab !== "All"}
        getRowId={(row) => String(row.Id)}
        onRowClick={(row) => navigate(batchPath(row.Id))}
        card={BATCH_CARD}
        cardSort={[{ colId: "UpdatedAt", sort: "desc" }]}
        toolbarActions={toolbarActions}
      />
      {isGenerating && (
        <GenerateBatchDialog
          onClose={() => setIsGenerating(false)}
          onGenerated={(id) => {
            setIsGenerating(false);
            navigate(batchPath(id));
          }}
        />
      )}
    </Box>
  );
};
