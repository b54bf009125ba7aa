import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { embedDashboardRoutes } from "./embed/embed-dashboard.routes.ts";
import { carouselLinksRoutes } from "./carousel/carousel-links.routes.ts";
import { advancedAnalyticsRoutes } from "./advanced-analytics.routes.ts";
import { dashboardAnalyticsRoutes } from "./dashboard-analytics.routes.ts";

/** The front door of the analytics module: analytics dashboards, embedded dashboards and the carousel. `app.ts` registers it. */
export const analyticsModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await embedDashboardRoutes(app, ctx);
  await carouselLinksRoutes(app, ctx);
  await advancedAnalyticsRoutes(app, ctx);
  await dashboardAnalyticsRoutes(app, ctx);
};
