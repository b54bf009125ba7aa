import { type DashboardSummary, GetDashboardSummaryContract } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

export const dashboardSummaryQuery = (employeeId: number | undefined) => ({
  queryKey: ["dashboard-summary", employeeId],
  queryFn: () => callContract<DashboardSummary>(GetDashboardSummaryContract),
  staleTime: 60_000,
});
