import type { AppContext } from "../../../context.ts";
import { createMemoryCounter, type AttemptBucket, type AttemptCounter } from "../../auth/login-limiter.ts";
import { createRedisCounter } from "../../auth/login-limiter.redis.ts";

/** Requests for a reset link per hour: per e-mail (known or not) and per client address. */
export const RESET_REQUEST_LIMITS = { windowMs: 60 * 60 * 1000, perEmail: 3, perAddress: 20 } as const;

/** The buckets a request counts in; the same for an e-mail with an account and one without. */
export const resetRequestBuckets = (email: string, ip: string): AttemptBucket[] => [
  { key: `reset-email:${email.trim().toLowerCase()}`, limit: RESET_REQUEST_LIMITS.perEmail },
  { key: `reset-address:${ip}`, limit: RESET_REQUEST_LIMITS.perAddress },
];

/**
 * The counter of reset requests: in Redis when REDIS_URL is set (shared by every instance, this process
 * counting alone while Redis is away), else in this process. Its window is an hour, longer than sign-ins'.
 */
export const createResetRequestCounter = async (ctx: AppContext): Promise<AttemptCounter> => {
  const memory = createMemoryCounter(RESET_REQUEST_LIMITS.windowMs, () => ctx.now().getTime());
  if (!ctx.config.redisUrl) return memory;
  return createRedisCounter({
    url: ctx.config.redisUrl,
    windowMs: RESET_REQUEST_LIMITS.windowMs,
    keyPrefix: ctx.config.redisKeyPrefix,
    fallback: memory,
    logger: ctx.logger,
  });
};
