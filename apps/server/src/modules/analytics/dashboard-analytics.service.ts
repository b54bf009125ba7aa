import {
  isBuiltInDashboardId,
  type BuiltInDashboardId,
  type DashboardData,
  type DashboardDataQuery,
  type DashboardDrillDownQuery,
  type DashboardDrillDownReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError, invalidField } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { visibleDashboards, visibleRecordTypes } from "./dashboard-access.ts";
import { loadDashboardData } from "./dashboard-data.service.ts";
import { loadDashboardDrillDown } from "./drill/dashboard-drill-down.service.ts";

/** A built-in dashboard id the session's role may see: 400 for any other id, 403 for one the role may not see. */
const allowedDashboard = async (
  ctx: AppContext,
  session: ActiveSession,
  dashboardId: number,
): Promise<BuiltInDashboardId> => {
  if (!isBuiltInDashboardId(dashboardId))
    throw invalidField("DashboardId", `No built-in dashboard has the id ${dashboardId}.`);
  const visible = await visibleDashboards(ctx, session);
  if (!visible.some((d) => d.DashboardId === dashboardId)) throw new AppError("FORBIDDEN");
  return dashboardId;
};

export const dashboardData = async (
  ctx: AppContext,
  session: ActiveSession,
  query: DashboardDataQuery,
): Promise<DashboardData> => {
  const { DashboardId, ...params } = query;
  const id = await allowedDashboard(ctx, session, DashboardId);
  return loadDashboardData(ctx, session.orgId, id, params);
};

export const dashboardDrillDown = async (
  ctx: AppContext,
  session: ActiveSession,
  query: DashboardDrillDownQuery,
): Promise<DashboardDrillDownReply> => {
  const { DashboardId, WidgetKey, DrillKey, ...params } = query;
  const id = await allowedDashboard(ctx, session, DashboardId);
  const recordTypes = await visibleRecordTypes(ctx, session);
  return loadDashboardDrillDown(ctx, session.orgId, id, params, WidgetKey, DrillKey, recordTypes);
};
