import {
  assertNever,
  BuiltInDashboard,
  type BuiltInDashboardId,
  type DashboardDrillDownReply,
  type DashboardParams,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { DrillRequest } from "./dashboard-drill.ts";
import { resolveScope, type DashboardScope } from "../dashboard-scope.ts";
import { workOrderDrill } from "./dashboard-work-orders-drill.ts";
import { assetInventoryDrill } from "./dashboard-assets-drill.ts";
import { leaseDrill } from "./dashboard-leases-drill.ts";
import { projectDrill } from "./dashboard-projects-drill.ts";
import { locationDrill } from "./dashboard-locations-drill.ts";
import { activityDrill, type RecordTypes } from "./dashboard-activity-drill.ts";

const drillOf = (
  dashboardId: BuiltInDashboardId,
  scope: DashboardScope,
  widgetKey: string,
  drillKey: string,
  recordTypes: RecordTypes,
): DrillRequest => {
  switch (dashboardId) {
    case BuiltInDashboard.WorkOrders:
      return workOrderDrill(scope, widgetKey, drillKey);
    case BuiltInDashboard.Assets:
      return assetInventoryDrill(scope, widgetKey, drillKey);
    case BuiltInDashboard.LeasesBilling:
      return leaseDrill(scope, widgetKey, drillKey);
    case BuiltInDashboard.Projects:
      return projectDrill(scope, widgetKey, drillKey);
    case BuiltInDashboard.Locations:
      return locationDrill(scope, widgetKey, drillKey);
    case BuiltInDashboard.Activity:
      return activityDrill(scope, widgetKey, drillKey, recordTypes);
    default:
      return assertNever(dashboardId);
  }
};

/**
 * The records behind one figure, bar or slice of a dashboard, for the same filters as the dashboard: at most
 * DRILL_DOWN_LIMIT of them, newest first, with how many there are. An unknown WidgetKey or DrillKey is a 400.
 * History entries and events are listed only for the record types given (null: all of them).
 */
export const loadDashboardDrillDown = async (
  ctx: AppContext,
  orgId: number,
  dashboardId: BuiltInDashboardId,
  params: DashboardParams,
  widgetKey: string,
  drillKey: string,
  recordTypes: RecordTypes = null,
): Promise<DashboardDrillDownReply> => {
  const scope = await resolveScope(ctx, orgId, params);
  return drillOf(dashboardId, scope, widgetKey, drillKey, recordTypes).list(ctx.db);
};
