import type { FastifyInstance } from "fastify";
import { GetBillingOverviewContract } from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
import { billingOverview } from "./billing-overview.service.ts";

/** The billing overview (/billing). */
export const billingOverviewRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetBillingOverviewContract, async ({ session }) =>
    billingOverview(ctx, session),
  );
};
