import type { FastifyInstance } from "fastify";
import { GetDashboardSummaryContract } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { dashboardSummary } from "./dashboard.service.ts";

export const dashboardRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetDashboardSummaryContract, async ({ session }) =>
    dashboardSummary(ctx, session),
  );
};
