import type { FastifyInstance } from "fastify";
import { GetErrorLogsContract, LogExternalBatchContract } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import { registerContract } from "../../lib/routes.ts";
import { createMemoryCounter } from "../auth/login-limiter.ts";
import { errorLogs, storeLogBatch } from "./logs.service.ts";

/**
 * Batches a signed-in person may send a minute. The web app sends one every 20 s, or sooner when 10 entries
 * wait; an error repeating in a loop must not flood the table. Counted per instance.
 */
export const LOG_BATCHES_PER_MINUTE = 60;

export const logsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  const batches = createMemoryCounter(60_000, () => ctx.now().getTime());

  registerContract(app, ctx, LogExternalBatchContract, async ({ body, session }) => {
    const batch = await batches.take([{ key: String(session.employeeId), limit: LOG_BATCHES_PER_MINUTE }]);
    if (!batch.isAllowed)
      throw new AppError("TOO_MANY_ATTEMPTS", {
        message: "Too many log batches. Try again later.",
        headers: { "retry-after": String(batch.retryAfterSeconds) },
      });
    return storeLogBatch(ctx, session, body);
  });

  registerContract(app, ctx, GetErrorLogsContract, async ({ query, session }) =>
    errorLogs(ctx, session, query),
  );
};
