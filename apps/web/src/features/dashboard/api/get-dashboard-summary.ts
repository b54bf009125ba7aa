import { GetDashboardSummaryContract } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

export const dashboardSummaryQuery = (employeeId: number | undefined) => ({
  queryKey: ["dashboard-summary", employeeId],
  queryFn: () => callContract(GetDashboardSummaryContract),
  staleTime: 60_000,
});
