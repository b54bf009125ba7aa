import type { DashboardSummary } from "@fieldstead/domain";
import { apiFetch } from "../../../lib/http.ts";

export const dashboardSummaryQuery = (employeeId: number | undefined) => ({
  queryKey: ["dashboard-summary", employeeId],
  queryFn: () => apiFetch<DashboardSummary>("/Dashboard/GetDashboardSummary"),
  staleTime: 60_000,
});
