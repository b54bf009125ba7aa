import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { createNotificationEngine, type NotificationEngine } from "./notification-engine.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Turns domain events into notifications and pushes them (modules/notifications/notification-engine.ts). */
    notificationEngine: NotificationEngine;
  }
}

/**
 * Runs the notification engine with the server: a first pass when the server is ready, a pass soon after
 * every successful change made through the API, a poll as a safety net, and a clean stop on close.
 */
export const attachNotificationEngine = (app: FastifyInstance, ctx: AppContext): NotificationEngine => {
  const engine = createNotificationEngine(ctx);
  app.decorate("notificationEngine", engine);
  app.addHook("onReady", async () => {
    await engine.start();
  });
  app.addHook("onResponse", async (request, reply) => {
    if (
      request.method !== "GET" &&
      request.method !== "HEAD" &&
      request.method !== "OPTIONS" &&
      reply.statusCode < 400 &&
      request.url.toLowerCase().startsWith("/api/")
    )
      engine.kick();
  });
  app.addHook("onClose", async () => {
    await engine.stop();
  });
  return engine;
};
