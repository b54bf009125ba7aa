import { useQuery } from "@tanstack/react-query";
import {
  AdvancedAnalyticsInteractiveDashboardContract,
  ModuleId,
  type AdvancedAnalyticsReply,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useSession } from "../../auth/index.ts";
import { ANALYTICS_KEY } from "./analytics-keys.ts";

/** GET Shared/AdvancedAnalyticsInteractiveDashboard?ModuleId=56: the signed address of the analytics dashboard. */
export const getAdvancedAnalytics = (): Promise<AdvancedAnalyticsReply> =>
  callContract(AdvancedAnalyticsInteractiveDashboardContract, {
    query: { ModuleId: ModuleId.AiAnalytics },
  });

/** A signed address is short-lived: it is asked for afresh each time the page opens. */
export const useAdvancedAnalytics = () => {
  const { user } = useSession();
  return useQuery({
    queryKey: [...ANALYTICS_KEY, "advanced", user?.EmployeeId] as const,
    queryFn: getAdvancedAnalytics,
    enabled: user !== null,
    staleTime: 0,
    gcTime: 0,
  });
};
