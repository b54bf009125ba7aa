import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { leasesRoutes } from "./leases.routes.ts";
import { leaseBillingRoutes } from "./billing/lease-billing.routes.ts";
import { leaseFormRoutes } from "./forms/lease-form.routes.ts";

/** The front door of the leases module: the register, a lease's life and tabs, its billing and its extra fields. */
export const leasesModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await leasesRoutes(app, ctx);
  await leaseBillingRoutes(app, ctx);
  await leaseFormRoutes(app, ctx);
};
