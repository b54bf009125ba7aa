import { Redis } from "ioredis";
import type { Logger } from "pino";
import { connectWhenReady } from "../../lib/redis-connect.ts";
import { retryAfterSeconds, type AttemptCounter } from "./login-limiter.ts";

/** A Redis command on the sign-in path waits no longer than this before the process counts instead. */
const COMMAND_TIMEOUT_MS = 500;
/** While Redis is away, its warning is logged at most this often. */
const WARN_EVERY_MS = 60_000;

// Takes one attempt in every key, or none when a key is at its limit; answers the wait in ms (0: taken).
// KEYS: the buckets; ARGV[1]: the window in ms; ARGV[1 + i]: the limit of KEYS[i].
const TAKE = `
local wait = 0
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[i + 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then
      redis.call('PEXPIRE', key, ARGV[1])
      ttl = tonumber(ARGV[1])
    end
    if ttl > wait then wait = ttl end
  end
end
if wait > 0 then return wait end
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 or redis.call('PTTL', key) == -1 then
    redis.call('PEXPIRE', key, ARGV[1])
  end
end
return 0
`;

// Gives an attempt back in every key that still counts one.
const GIVE_BACK = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0
`;

/**
 * The counter in Redis, shared by every instance. When Redis cannot be reached the process counts on its own
 * (`fallback`), with a warning at most once a minute, and goes back to Redis as soon as it answers again. A
 * command never waits for Redis to come back: it fails at once while the connection is down, and after
 * 500 ms when Redis does not answer.
 */
export const createRedisCounter = async ({
  url,
  windowMs,
  keyPrefix,
  fallback,
  logger,
}: {
  url: string;
  windowMs: number;
  keyPrefix: string;
  fallback: AttemptCounter;
  logger: Logger;
}): Promise<AttemptCounter> => {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  // The fallback's warning says what matters; ioredis reports every reconnection attempt.
  redis.on("error", () => undefined);
  await connectWhenReady(redis, url);
  const prefix = `${keyPrefix}login-attempts:`;
  let isFallingBack = false;
  let warnedAt = Number.NEGATIVE_INFINITY;
  const fallBack = (err: unknown) => {
    isFallingBack = true;
    if (performance.now() - warnedAt < WARN_EVERY_MS) return;
    warnedAt = performance.now();
    logger.warn(
      { err },
      "Redis is unreachable: sign-in attempts are counted by this instance alone until it is back",
    );
  };
  redis.on("ready", () => {
    if (!isFallingBack) return;
    isFallingBack = false;
    warnedAt = Number.NEGATIVE_INFINITY;
    logger.info("Redis is back: sign-in attempts are counted there again");
  });

  return {
    take: async (buckets) => {
      if (redis.status !== "ready") {
        fallBack(new Error(`the Redis connection is ${redis.status}`));
        return fallback.take(buckets);
      }
      const keys = buckets.map(({ key }) => prefix + key);
      try {
        const limits = buckets.map(({ limit }) => limit);
        const waitMs = Number(await redis.eval(TAKE, keys.length, ...keys, windowMs, ...limits));
        if (waitMs > 0) return { isAllowed: false, retryAfterSeconds: retryAfterSeconds(waitMs) };
      } catch (err) {
        fallBack(err);
        return fallback.take(buckets);
      }
      return {
        isAllowed: true,
        // A give-back that cannot reach Redis leaves the attempt counted: never a reason to fail a sign-in.
        giveBack: async () => {
          await redis.eval(GIVE_BACK, keys.length, ...keys).catch(() => undefined);
        },
      };
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
};
