import { EventEmitter } from "node:events";
import { Redis } from "ioredis";
import { connectWhenReady } from "./redis-connect.ts";
import type { Logger } from "pino";
import type { RoleChangedPayload } from "@fieldstead/domain";

/** Events every instance must hear: cache invalidations after revocations and permission changes. */
export type BusEvents = {
  "sessions-revoked": { sessionIds: string[] };
  "role-changed": { roleId: number };
  /** A role change for one user's open tabs: on this channel it stays ahead of the revocation that follows. */
  "hub-role-changed": { id: string; employeeId: number; payload: RoleChangedPayload };
};
type Name = keyof BusEvents;

export type Bus = {
  publish<N extends Name>(name: N, payload: BusEvents[N]): Promise<void>;
  subscribe<N extends Name>(name: N, handler: (payload: BusEvents[N]) => void): void;
  close(): Promise<void>;
};

/** A publish waits no longer than this for Redis: it runs after a committed change, on the request's path. */
const PUBLISH_TIMEOUT_MS = 500;
const ERROR_LOG_EVERY_MS = 60_000;

/**
 * In-process delivery, plus Redis pub/sub when a Redis URL is configured so other instances hear it too.
 * A publish never fails: a message Redis could not carry is logged, and the revocation epoch brings the
 * other instances' caches up to date within seconds. `onReconnect` runs each time the subscription comes
 * back after a loss, since messages sent meanwhile were never heard.
 */
export const createBus = async ({
  redisUrl,
  prefix = "fieldstead:",
  logger,
  onReconnect,
}: {
  redisUrl?: string | undefined;
  prefix?: string;
  logger?: Logger;
  onReconnect?: () => void;
} = {}): Promise<Bus> => {
  const CHANNEL = `${prefix}bus`;
  const local = new EventEmitter();
  local.setMaxListeners(100);
  if (!redisUrl) {
    return {
      publish: async (name, payload) => {
        local.emit(name, payload);
      },
      subscribe: (name, handler) => local.on(name, handler),
      close: async () => undefined,
    };
  }
  // Publishing fails at once while Redis is away instead of queueing until it returns.
  const pub = new Redis(redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: PUBLISH_TIMEOUT_MS,
  });
  const sub = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3, enableOfflineQueue: true });
  // ioredis reports every reconnection attempt: while Redis is away, once a minute is enough.
  let warnedAt = Number.NEGATIVE_INFINITY;
  const warn = (err: unknown) => {
    if (performance.now() - warnedAt < ERROR_LOG_EVERY_MS) return;
    warnedAt = performance.now();
    logger?.warn({ err }, "redis bus error");
  };
  for (const client of [pub, sub]) client.on("error", warn);
  await Promise.all([connectWhenReady(pub, redisUrl), connectWhenReady(sub, redisUrl)]);
  await sub.subscribe(CHANNEL);
  // ioredis subscribes again by itself on reconnection.
  sub.on("ready", () => {
    warnedAt = Number.NEGATIVE_INFINITY;
    logger?.info("the Redis bus is back: the session and permission caches start afresh");
    onReconnect?.();
  });
  // Every instance, this one included, acts on the message it receives from Redis.
  sub.on("message", (_channel: string, message: string) => {
    try {
      const { name, payload } = JSON.parse(message) as { name: Name; payload: unknown };
      local.emit(name, payload);
    } catch (err) {
      logger?.warn({ err }, "bad bus message");
    }
  });
  return {
    publish: async (name, payload) => {
      // Act locally at once; the Redis echo repeats an idempotent invalidation.
      local.emit(name, payload);
      try {
        await pub.publish(CHANNEL, JSON.stringify({ name, payload }));
      } catch (err) {
        logger?.warn({ err, name }, "a bus message could not reach the other instances");
      }
    },
    subscribe: (name, handler) => local.on(name, handler),
    close: async () => {
      await Promise.allSettled([sub.quit(), pub.quit().catch(() => pub.disconnect())]);
    },
  };
};
