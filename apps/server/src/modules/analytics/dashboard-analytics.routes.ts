import type { FastifyInstance } from "fastify";
import {
  GetDashboardDataContract,
  GetDashboardDrillDownContract,
  GetDashboardsContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { visibleDashboards } from "./dashboard-access.ts";
import { dashboardData, dashboardDrillDown } from "./dashboard-analytics.service.ts";

/** The built-in analytics dashboards inside the portal: the list, a dashboard's data and its drill-downs. */
export const dashboardAnalyticsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetDashboardsContract, async ({ session }) => ({
    Dashboards: await visibleDashboards(ctx, session),
  }));
  registerContract(app, ctx, GetDashboardDataContract, async ({ body, session }) =>
    dashboardData(ctx, session, body),
  );
  registerContract(app, ctx, GetDashboardDrillDownContract, async ({ body, session }) =>
    dashboardDrillDown(ctx, session, body),
  );
};
