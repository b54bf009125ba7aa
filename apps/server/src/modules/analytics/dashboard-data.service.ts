import {
  assertNever,
  BUILT_IN_DASHBOARDS,
  BuiltInDashboard,
  type BuiltInDashboardId,
  type DashboardData,
  type DashboardParams,
  type DashboardWidget,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { findOrganisationName } from "./dashboard-scope.repository.ts";
import { resolveScope, type DashboardScope } from "./dashboard-scope.ts";
import { workOrderWidgets } from "./widgets/dashboard-work-orders.ts";
import { assetWidgets } from "./widgets/dashboard-assets.ts";
import { leaseWidgets } from "./widgets/dashboard-leases.ts";
import { projectWidgets } from "./widgets/dashboard-projects.ts";
import { locationWidgets } from "./widgets/dashboard-locations.ts";
import { activityWidgets } from "./widgets/dashboard-activity.ts";

const widgetsOf = (
  db: Db,
  dashboardId: BuiltInDashboardId,
  scope: DashboardScope,
): Promise<DashboardWidget[]> => {
  switch (dashboardId) {
    case BuiltInDashboard.WorkOrders:
      return workOrderWidgets(db, scope);
    case BuiltInDashboard.Assets:
      return assetWidgets(db, scope);
    case BuiltInDashboard.LeasesBilling:
      return leaseWidgets(db, scope);
    case BuiltInDashboard.Projects:
      return projectWidgets(db, scope);
    case BuiltInDashboard.Locations:
      return locationWidgets(db, scope);
    case BuiltInDashboard.Activity:
      return activityWidgets(db, scope);
    default:
      return assertNever(dashboardId);
  }
};

/**
 * One built-in dashboard's widgets over one organisation's live data, for a day range (Denver days, both
 * inclusive) and a location (that place and everything under it). Whoever calls it has already decided the
 * caller may see the organisation's dashboard; a LocationId the organisation does not have is a 400 naming it.
 */
export const loadDashboardData = async (
  ctx: AppContext,
  orgId: number,
  dashboardId: BuiltInDashboardId,
  params: DashboardParams,
): Promise<DashboardData> => {
  const scope = await resolveScope(ctx, orgId, params);
  const [orgName, widgets] = await Promise.all([
    findOrganisationName(ctx.db, orgId),
    widgetsOf(ctx.db, dashboardId, scope),
  ]);
  const info = BUILT_IN_DASHBOARDS.find((d) => d.DashboardId === dashboardId)!;
  return {
    DashboardId: dashboardId,
    Title: info.Title,
    Description: info.Description,
    Params: params,
    LocationName: scope.locationName,
    OrgName: orgName,
    GeneratedAt: scope.now.toISOString(),
    Widgets: widgets,
  };
};
