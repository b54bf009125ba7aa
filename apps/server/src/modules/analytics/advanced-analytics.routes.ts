import type { FastifyInstance } from "fastify";
import { AdvancedAnalyticsInteractiveDashboardContract } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { advancedAnalyticsDashboard } from "./advanced-analytics.service.ts";
import { embedOrigin } from "./embed/embed-links.ts";

/** Shared/AdvancedAnalyticsInteractiveDashboard?ModuleId=: the module's dashboard as a signed address. */
export const advancedAnalyticsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(
    app,
    ctx,
    AdvancedAnalyticsInteractiveDashboardContract,
    async ({ query, session, request }) =>
      advancedAnalyticsDashboard(ctx, session, embedOrigin(ctx, request), query.ModuleId),
  );
};
