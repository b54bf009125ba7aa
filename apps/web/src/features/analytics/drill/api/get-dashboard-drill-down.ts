import { useQuery } from "@tanstack/react-query";
import {
  GetDashboardDrillDownContract,
  type DashboardDrillDownReply,
  type DashboardParams,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useSession } from "../../../auth/index.ts";
import { ANALYTICS_KEY } from "../../api/analytics-keys.ts";

export type DrillDownTarget = { DashboardId: number; WidgetKey: string; DrillKey: string };

/** POST Analytics/GetDashboardDrillDown: the records behind one figure, bar or slice (at most 100). */
export const getDashboardDrillDown = (
  target: DrillDownTarget,
  params: DashboardParams,
): Promise<DashboardDrillDownReply> =>
  callContract(GetDashboardDrillDownContract, {
    body: { ...target, ...params },
    isSilent: true,
  });

/** The records behind what was clicked; nothing is asked while nothing is. */
export const useDashboardDrillDown = (target: DrillDownTarget | null, params: DashboardParams) => {
  const { user } = useSession();
  return useQuery({
    queryKey: [...ANALYTICS_KEY, "drill-down", user?.EmployeeId, target, params] as const,
    queryFn: () => getDashboardDrillDown(target!, params),
    enabled: user !== null && target !== null,
    staleTime: 60_000,
  });
};
