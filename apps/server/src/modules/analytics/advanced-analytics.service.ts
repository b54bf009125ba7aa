import {
  BUILT_IN_DASHBOARD_IDS,
  BuiltInDashboard,
  ModuleId,
  type AdvancedAnalyticsReply,
  type BuiltInDashboardId,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError, invalidField } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { visibleDashboards } from "./dashboard-access.ts";
import { signedDashboardUrl } from "./embed/embed-links.ts";

/**
 * The interactive dashboards each analytics module opens, by preference: the AI analytics module (56 under 59)
 * opens Work Orders, or the first other dashboard the caller's role may see.
 */
const MODULE_DASHBOARDS: Readonly<Record<number, readonly BuiltInDashboardId[]>> = {
  [ModuleId.AiAnalytics]: [BuiltInDashboard.WorkOrders, ...BUILT_IN_DASHBOARD_IDS],
};

/** A fresh signed address of a module's interactive dashboard over the caller's organisation. */
export const advancedAnalyticsDashboard = async (
  ctx: AppContext,
  session: ActiveSession,
  origin: string,
  moduleId: number,
): Promise<AdvancedAnalyticsReply> => {
  const preferred = MODULE_DASHBOARDS[moduleId];
  if (preferred === undefined)
    throw invalidField("ModuleId", `No analytics dashboard belongs to module ${moduleId}.`);
  const visible = new Set<number>((await visibleDashboards(ctx, session)).map((d) => d.DashboardId));
  const dashboardId = preferred.find((id) => visible.has(id));
  if (dashboardId === undefined)
    throw new AppError("FORBIDDEN", { message: "Your role may not see any analytics dashboard." });
  return {
    DashboardUrl: await signedDashboardUrl(ctx, { origin, orgId: session.orgId, dashboardId }),
  };
};
