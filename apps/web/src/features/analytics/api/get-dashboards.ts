import { useQuery } from "@tanstack/react-query";
import { GetDashboardsContract, type DashboardsReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useSession } from "../../auth/index.ts";
import { dashboardsKey } from "./analytics-keys.ts";

/** GET Analytics/GetDashboards: the built-in dashboards the caller's role may see. */
export const getDashboards = (): Promise<DashboardsReply> =>
  callContract(GetDashboardsContract, { isSilent: true });

export const useDashboards = () => {
  const { user } = useSession();
  return useQuery({
    queryKey: dashboardsKey(user?.EmployeeId),
    queryFn: getDashboards,
    enabled: user !== null,
    staleTime: 5 * 60_000,
  });
};
