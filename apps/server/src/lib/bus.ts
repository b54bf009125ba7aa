import { EventEmitter } from "node:events";
import { Redis } from "ioredis";
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

/** In-process delivery, plus Redis pub/sub when a Redis URL is configured so other instances hear it too. */
export const createBus = async ({
  redisUrl,
  prefix = "fieldstead:",
  logger,
}: { redisUrl?: string | undefined; prefix?: string; logger?: Logger } = {}): Promise<Bus> => {
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
  const options = { lazyConnect: true, maxRetriesPerRequest: 3, enableOfflineQueue: true };
  const pub = new Redis(redisUrl, options);
  const sub = new Redis(redisUrl, options);
  for (const client of [pub, sub]) client.on("error", (err) => logger?.warn({ err }, "redis bus error"));
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(CHANNEL);
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
      await pub.publish(CHANNEL, JSON.stringify({ name, payload }));
    },
    subscribe: (name, handler) => local.on(name, handler),
    close: async () => {
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
};
