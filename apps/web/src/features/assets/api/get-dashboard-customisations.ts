import { useQuery } from "@tanstack/react-query";
import { GetDashboardCustomisationsContract, type DashboardCustomisationsReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { ASSETS_KEY } from "./asset-keys.ts";

/** GET FixedAsset/GetDashboardCustomisations: the summary cards the caller chose (or the default ones). */
export const getDashboardCustomisations = (): Promise<DashboardCustomisationsReply> =>
  callContract(GetDashboardCustomisationsContract, { isSilent: true });

export const useDashboardCustomisations = () =>
  useQuery({ queryKey: [...ASSETS_KEY, "customisations"] as const, queryFn: getDashboardCustomisations });
