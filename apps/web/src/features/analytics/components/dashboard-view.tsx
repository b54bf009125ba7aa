import { useState } from "react";
import { Navigate } from "react-router";
import { Alert, Box, LinearProgress, Stack, Typography } from "@mui/material";
import { BUILT_IN_DASHBOARDS } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { ApiError } from "../../../lib/http.ts";
import { messageOf } from "../../../lib/form-errors.ts";
import { useDashboardData } from "../api/get-dashboard-data.ts";
import type { DrillDownTarget } from "../drill/api/get-dashboard-drill-down.ts";
import { rangeError } from "../dashboard-filters.ts";
import { useDashboardFilters } from "../hooks/use-dashboard-filters.ts";
import { DashboardFilterBar } from "./dashboard-filter-bar.tsx";
import { DrillDownDialog } from "../drill/components/drill-down-dialog.tsx";
import { DashboardGrid } from "../widgets/components/dashboard-grid.tsx";
import type { DrillRequest } from "../widgets/components/widget-data.ts";

export type DashboardViewProps = { dashboardId: number };

/**
 * One dashboard inside the portal: its filters (kept in the address), its widgets, and the records behind a
 * figure, bar or slice in a dialog. A role that may not see it gets the no-rights page.
 */
export const DashboardView = ({ dashboardId }: DashboardViewProps) => {
  const { filters, setFilters } = useDashboardFilters();
  const isRangeValid = rangeError(filters) === null;
  const query = useDashboardData(dashboardId, filters, isRangeValid);
  const [drill, setDrill] = useState<(DrillDownTarget & { label: string }) | null>(null);
  const data = query.data;
  const builtIn = BUILT_IN_DASHBOARDS.find((d) => d.DashboardId === dashboardId);
  const title = data?.Title ?? builtIn?.Title ?? "Dashboard";

  if (query.error instanceof ApiError && query.error.status === 403)
    return <Navigate to="/no-rights" replace />;

  const handleDrill = ({ widget, drillKey, label }: DrillRequest) =>
    setDrill({ DashboardId: dashboardId, WidgetKey: widget.Key, DrillKey: drillKey, label });

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar
        entries={[
          { kind: "link", label: "Dashboards", to: "/DynamicDashboard" },
          { kind: "text", label: title },
        ]}
      />
      <Stack spacing={0.5} sx={{ mb: 2.5 }}>
        <PageHeading>{title}</PageHeading>
        <Typography sx={{ color: "text.secondary" }}>
          {data?.Description ?? builtIn?.Description ?? ""}
        </Typography>
        {data && (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {data.OrgName} · Updated {formatDateTime(data.GeneratedAt)}
          </Typography>
        )}
      </Stack>
      <DashboardFilterBar filters={filters} locationName={data?.LocationName ?? null} onChange={setFilters} />
      <Box sx={{ height: 4, mb: 1 }}>
        {query.isFetching && data && <LinearProgress aria-label="Updating" />}
      </Box>
      {query.isError && !query.isFetching && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {messageOf(query.error)}
        </Alert>
      )}
      {query.isPending && isRangeValid && !query.isError && <PageLoader />}
      {data && !query.isError && <DashboardGrid widgets={data.Widgets} onDrill={handleDrill} />}
      <DrillDownDialog target={drill} params={filters} onClose={() => setDrill(null)} />
    </Box>
  );
};
