import type { FastifyInstance } from "fastify";
import { GetLeaseBillingContract, LeasePaymentActionContract } from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
import { leaseBilling } from "./lease-billing.service.ts";
import { leasePaymentAction } from "./lease-payment.service.ts";

/** A lease's Billing tab and the payment steps taken on its periods. */
export const leaseBillingRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetLeaseBillingContract, async ({ query, session }) =>
    leaseBilling(ctx, session, query.Id),
  );
  registerContract(app, ctx, LeasePaymentActionContract, async ({ body, session }) =>
    leasePaymentAction(ctx, session, body),
  );
};
