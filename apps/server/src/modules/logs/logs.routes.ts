import type { FastifyInstance } from "fastify";
import { GetErrorLogsContract, LogExternalBatchContract } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import { registerContract } from "../../lib/routes.ts";
import { requireSession } from "../../plugins/auth.ts";
import { createMemoryCounter } from "../auth/login-limiter.ts";
import { errorLogs, storeLogBatch } from "./logs.service.ts";

/**
 * Batches a signed-in person may send a minute. The web app sends one every 20 s, or sooner when 10 entries
 * wait; an error repeating in a loop must not flood the table. Counted per instance.
 */
export const LOG_BATCHES_PER_MINUTE = 60;

export const logsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  const batches = createMemoryCounter(60_000, () => ctx.now().getTime());

  registerContract(app, ctx, LogExternalBatchContract, async ({ body, request }) => {
    const session = requireSession(request);
    const key = String(session.employeeId);
    const waitSeconds = await batches.blockedFor(key, LOG_BATCHES_PER_MINUTE);
    if (waitSeconds > 0)
      throw new AppError("TOO_MANY_ATTEMPTS", {
        message: "Too many log batches. Try again later.",
        headers: { "retry-after": String(waitSeconds) },
      });
    await batches.recordFailure(key);
    return storeLogBatch(ctx, session, body);
  });

  registerContract(app, ctx, GetErrorLogsContract, async ({ query, request }) =>
    errorLogs(ctx, requireSession(request), query),
  );
};
