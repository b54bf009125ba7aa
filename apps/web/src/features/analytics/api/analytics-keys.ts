import type { DashboardParams } from "@fieldstead/domain";

/** Every read of the dashboards sits under this key. */
export const ANALYTICS_KEY = ["analytics"] as const;
/** The organisation's carousel list as configured. */
export const CAROUSEL_SETTINGS_KEY = [...ANALYTICS_KEY, "carousel-settings"] as const;

export const dashboardsKey = (employeeId: number | undefined) =>
  [...ANALYTICS_KEY, "dashboards", employeeId] as const;

export const dashboardDataKey = (
  employeeId: number | undefined,
  dashboardId: number,
  params: DashboardParams,
) => [...ANALYTICS_KEY, "data", employeeId, dashboardId, params] as const;
