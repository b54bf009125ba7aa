import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { GetDashboardDataContract, type DashboardData, type DashboardParams } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useSession } from "../../auth/index.ts";
import { dashboardDataKey } from "./analytics-keys.ts";

/** POST Analytics/GetDashboardData: one dashboard's widgets for the filters. */
export const getDashboardData = (dashboardId: number, params: DashboardParams): Promise<DashboardData> =>
  callContract(GetDashboardDataContract, {
    body: { DashboardId: dashboardId, ...params },
    isSilent: true,
  });

/** A dashboard's data; the last answer stays on screen while new filters load. */
export const useDashboardData = (dashboardId: number, params: DashboardParams, isEnabled = true) => {
  const { user } = useSession();
  return useQuery({
    queryKey: dashboardDataKey(user?.EmployeeId, dashboardId, params),
    queryFn: () => getDashboardData(dashboardId, params),
    enabled: isEnabled && user !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
};
