import { Redis } from "ioredis";

/** Counts failed sign-ins per key in a fixed window; successes are not counted. */
export type FailureCounter = {
  /** Seconds until the key may try again, or 0 when it is under its limit. */
  blockedFor(key: string, limit: number): Promise<number>;
  recordFailure(key: string): Promise<void>;
  close(): Promise<void>;
};

export const createMemoryCounter = (windowMs: number, now: () => number = Date.now): FailureCounter => {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    blockedFor: async (key, limit) => {
      const entry = live(key);
      return entry && entry.count >= limit ? Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)) : 0;
    },
    recordFailure: async (key) => {
      const entry = live(key);
      if (entry) entry.count += 1;
      else entries.set(key, { count: 1, resetAt: now() + windowMs });
      // Keep memory bounded under a spray of distinct keys.
      if (entries.size > 100_000) for (const k of entries.keys()) if (!live(k)) entries.delete(k);
    },
    close: async () => undefined,
  };
};

/** The same counter in Redis, shared by every instance. */
export const createRedisCounter = async (
  url: string,
  windowMs: number,
  keyPrefix: string,
): Promise<FailureCounter> => {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  redis.on("error", () => undefined);
  await redis.connect();
  const prefix = `${keyPrefix}login-failures:`;
  return {
    blockedFor: async (key, limit) => {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return Number(count ?? 0) >= limit ? Math.max(1, Math.ceil(ttl / 1000)) : 0;
    },
    recordFailure: async (key) => {
      const count = await redis.incr(prefix + key);
      if (count === 1) await redis.pexpire(prefix + key, windowMs);
    },
    close: async () => {
      await redis.quit().catch(() => undefined);
    },
  };
};
