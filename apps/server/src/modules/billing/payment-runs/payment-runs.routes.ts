import type { FastifyInstance } from "fastify";
import {
  GetPaymentQueueContract,
  GetPaymentRunContract,
  InitiatePaymentRunContract,
  ProcessPaymentRunContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
import { processPaymentRun } from "./payment-run-process.service.ts";
import { initiatePaymentRun, paymentQueue, paymentRun } from "./payment-runs.service.ts";

/** Payment Processing: the queue of approved lease bills, the runs that pay them, and one run's bills. */
export const paymentRunRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetPaymentQueueContract, async ({ session }) => paymentQueue(ctx, session));
  registerContract(app, ctx, GetPaymentRunContract, async ({ query, session }) =>
    paymentRun(ctx, session, query.Id),
  );
  registerContract(app, ctx, InitiatePaymentRunContract, async ({ body, session }) =>
    initiatePaymentRun(ctx, session, body),
  );
  registerContract(app, ctx, ProcessPaymentRunContract, async ({ body, session }) =>
    processPaymentRun(ctx, session, body),
  );
};
