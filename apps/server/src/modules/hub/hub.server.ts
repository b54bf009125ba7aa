import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";
import { Redis } from "ioredis";
import { connectWhenReady } from "../../lib/redis-connect.ts";
import { HUB_PATH, HUB_SERVER_TIMEOUT_MS, HubEvent } from "@fieldstead/domain";
import { LIMITS } from "../../config.ts";
import type { AppContext } from "../../context.ts";
import type { Hub } from "./hub.ts";
import {
  authenticateHandshake,
  handshakeToken,
  HUB_REFUSALS,
  isAllowedOrigin,
} from "../../plugins/hub-handshake.ts";
import {
  employeeRoom,
  handleWatchMessages,
  recordRoom,
  sessionRoom,
  watchableType,
  type HubServer,
  type HubSocket,
} from "./hub-socket.ts";

/**
 * The server pings every 25 s (keeps proxies from closing a quiet connection) and waits the rest of the spec's
 * 600 000 ms server time-out for the answer: a client that hears nothing for 600 000 ms gives up and reconnects.
 */
export const HUB_PING_INTERVAL_MS = 25_000;
const HUB_PING_TIMEOUT_MS = HUB_SERVER_TIMEOUT_MS - HUB_PING_INTERVAL_MS;
/** A long poll is held open up to a ping interval: longer than the HTTP server's idle-connection limit. */
const POLL_SOCKET_TIMEOUT_MS = HUB_PING_INTERVAL_MS + 15_000;
/** Clients send only Watch and Unwatch: small messages. */
const MAX_MESSAGE_BYTES = 16_384;
const MAX_TIMER_MS = 2_147_483_647;
const SESSION_CHECK_FAILED = "The session could not be checked; try again";
/** How often the revocation epoch is read while sockets are open (a lost revocation reaches them so). */
const HUB_EPOCH_READ_MS = LIMITS.revocationEpochReadEveryMs;

type RedisPair = { pub: Redis; sub: Redis };

const connectRedis = async (ctx: AppContext, url: string): Promise<RedisPair> => {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  for (const client of [pub, sub])
    client.on("error", (err) => ctx.logger.warn({ err }, "redis hub adapter error"));
  // The adapter does not wait for its publishes: a failure while Redis is away is logged, never thrown.
  const publish = pub.publish.bind(pub) as (channel: string, message: string | Buffer) => Promise<number>;
  (pub as unknown as { publish: typeof publish }).publish = (channel, message) => {
    const sent = publish(channel, message);
    sent.catch((err: unknown) => ctx.logger.warn({ err }, "hub event not sent to other instances"));
    return sent;
  };
  await Promise.all([connectWhenReady(pub, url), connectWhenReady(sub, url)]);
  return { pub, sub };
};

/** Ids of the role-change events already passed on: the bus may deliver one twice on its own instance. */
const createSeenIds = (capacity = 1_000) => {
  const seen = new Set<string>();
  return (id: string): boolean => {
    if (seen.has(id)) return false;
    seen.add(id);
    if (seen.size > capacity) seen.delete(seen.values().next().value!);
    return true;
  };
};

/** A session ends at its absolute end even when nobody revokes it: its tabs are disconnected then. */
const endAtSessionEnd = (ctx: AppContext, socket: HubSocket): void => {
  const left = socket.data.session.expiresAt.getTime() - ctx.now().getTime();
  const timer = setTimeout(() => socket.disconnect(true), Math.min(Math.max(left, 0), MAX_TIMER_MS));
  timer.unref();
  socket.on("disconnect", () => clearTimeout(timer));
};

/**
 * The real-time hub at /MessageHub (portal-shell §7.7): Socket.IO on the API's HTTP server, default namespace.
 * With REDIS_URL set, a push reaches every instance through the Redis adapter; session revocations and role
 * changes arrive through the bus, whose one ordered channel keeps a role change ahead of the revocation after it.
 */
export const attachHub = async (app: FastifyInstance, ctx: AppContext): Promise<Hub> => {
  const { redisUrl, redisKeyPrefix, publicUrl } = ctx.config;
  const redis = redisUrl ? await connectRedis(ctx, redisUrl) : null;
  const io: HubServer = new Server(app.server, {
    path: HUB_PATH,
    serveClient: false,
    pingInterval: HUB_PING_INTERVAL_MS,
    pingTimeout: HUB_PING_TIMEOUT_MS,
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    allowRequest: (request, callback) => {
      const isAllowed = isAllowedOrigin(request, publicUrl);
      callback(isAllowed ? null : HUB_REFUSALS.foreignOrigin, isAllowed);
    },
    ...(redis ? { adapter: createAdapter(redis.pub, redis.sub, { key: `${redisKeyPrefix}hub` }) } : {}),
  });
  // The adapter subscribes as it is made: one round trip later, events of other instances are heard.
  if (redis) await redis.sub.ping();
  const pollPath = `${HUB_PATH}/`;
  app.server.prependListener("request", (request) => {
    if (request.url?.startsWith(pollPath)) request.socket.setTimeout(POLL_SOCKET_TIMEOUT_MS);
  });

  io.use((socket, next) => {
    const token = handshakeToken(socket.handshake, (header) => app.parseCookie(header));
    authenticateHandshake(ctx, token).then(
      (session) => {
        socket.data.session = session;
        next();
      },
      (err: unknown) => {
        const isRefusal = err instanceof Error && Object.values<string>(HUB_REFUSALS).includes(err.message);
        if (!isRefusal) ctx.logger.warn({ err }, "hub session check failed");
        next(isRefusal ? err : new Error(SESSION_CHECK_FAILED));
      },
    );
  });

  io.on("connection", (socket) => {
    const { session } = socket.data;
    void socket.join([employeeRoom(session.employeeId), sessionRoom(session.sessionId)]);
    handleWatchMessages(ctx, socket);
    endAtSessionEnd(ctx, socket);
    // A revocation heard while the handshake was checked found no socket in the session's room yet.
    ctx.sessions.get(session.sessionId).then(
      (live) => live || socket.disconnect(true),
      () => socket.disconnect(true),
    );
  });

  let isClosed = false;
  ctx.bus.subscribe("sessions-revoked", ({ sessionIds }) => {
    if (isClosed || sessionIds.length === 0) return;
    io.local.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  });
  // A revocation whose message was lost (Redis away) reaches the caches through the epoch: then every open
  // socket's session is checked again in one query, and the tabs of ended sessions are disconnected.
  let recheck: Promise<void> | undefined;
  let recheckAgain = false;
  const recheckSockets = async (): Promise<void> => {
    const sockets = await io.local.fetchSockets();
    const ids = [
      ...new Set(sockets.map((s) => (s.data as { session: { sessionId: string } }).session.sessionId)),
    ];
    const live = await ctx.sessions.liveIds(ids);
    const ended = ids.filter((id) => !live.has(id));
    if (!isClosed && ended.length > 0) io.local.in(ended.map(sessionRoom)).disconnectSockets(true);
  };
  ctx.sessions.onCachesDropped(() => {
    if (isClosed) return;
    if (recheck) {
      recheckAgain = true;
      return;
    }
    recheck = (async () => {
      do {
        recheckAgain = false;
        await recheckSockets().catch((err: unknown) =>
          ctx.logger.warn({ err }, "hub sessions not checked again"),
        );
      } while (recheckAgain && !isClosed);
    })().finally(() => {
      recheck = undefined;
    });
  });
  // Open sockets make no calls: while any is open, the epoch is read on a timer all the same.
  const freshness = setInterval(() => {
    if (!isClosed && io.of("/").sockets.size > 0) ctx.sessions.keepFresh();
  }, HUB_EPOCH_READ_MS);
  freshness.unref();
  const isFirstDelivery = createSeenIds();
  ctx.bus.subscribe("hub-role-changed", ({ id, employeeId, payload }) => {
    if (isClosed || !isFirstDelivery(id)) return;
    io.local.to(employeeRoom(employeeId)).emit(HubEvent.ChangeDetected, payload);
  });

  return {
    messageReceived: (employeeId, payload) => {
      if (!isClosed) io.to(employeeRoom(employeeId)).emit(HubEvent.MessageReceived, payload);
    },
    recordChanged: (orgId, payload) => {
      const type = watchableType(payload.SubjectType);
      if (!isClosed && type)
        io.to(recordRoom(orgId, type, payload.SubjectId)).emit(HubEvent.ChangeDetected, payload);
    },
    roleChanged: async (employeeId, payload) => {
      if (!isClosed) await ctx.bus.publish("hub-role-changed", { id: randomUUID(), employeeId, payload });
    },
    disconnectSessions: (sessionIds) => {
      if (!isClosed && sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    close: async () => {
      if (isClosed) return;
      isClosed = true;
      clearInterval(freshness);
      // Not io.close(): that would also close the HTTP server, which Fastify closes itself.
      io.local.disconnectSockets(true);
      io.engine.close();
      await io.of("/").adapter.close();
      if (redis) await Promise.allSettled([redis.pub.quit(), redis.sub.quit()]);
    },
  };
};
