import type { FastifyInstance } from "fastify";
import { io, type ManagerOptions, type Socket, type SocketOptions } from "socket.io-client";
import { HUB_PATH, HubEvent, NotificationAction, type MessageReceivedPayload } from "@fieldstead/domain";

export type HubClientOptions = Partial<ManagerOptions & SocketOptions>;

/** The address of an instance listening on a loopback port. */
export const addressOf = (app: FastifyInstance): string => {
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("the server is not listening");
  return `http://127.0.0.1:${address.port}`;
};

/** A tab's connection as the web client makes it, without reconnecting (a refusal is final). */
export const openHubClient = (base: string, options: HubClientOptions = {}): Socket =>
  io(base, {
    path: HUB_PATH,
    transports: ["websocket"],
    reconnection: false,
    forceNew: true,
    timeout: 5_000,
    ...options,
  });

/** Connects, or fails with the server's reason for refusing. */
export const connectHubClient = (base: string, options: HubClientOptions = {}): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = openHubClient(base, options);
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (err) => {
      socket.close();
      reject(err);
    });
  });

/** The reason a connection is refused; fails when it is accepted. */
export const refusalOf = async (base: string, options: HubClientOptions = {}): Promise<string> => {
  try {
    const socket = await connectHubClient(base, options);
    socket.close();
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
  throw new Error("the hub accepted the connection");
};

/** The next event of that name, or a failure after the wait. */
export const nextEvent = <T>(socket: Socket, name: string, waitMs = 5_000): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(name, handler);
      reject(new Error(`no ${name} within ${waitMs} ms`));
    }, waitMs);
    const handler = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(name, handler);
  });

/** Everything a tab hears, in order: hub events with their payloads, and its disconnect with the reason. */
export const recordEvents = (socket: Socket): { name: string; payload: unknown }[] => {
  const heard: { name: string; payload: unknown }[] = [];
  for (const name of Object.values(HubEvent))
    socket.on(name, (payload: unknown) => heard.push({ name, payload }));
  socket.on("disconnect", (reason) => heard.push({ name: "disconnect", payload: reason }));
  return heard;
};

/** A MessageReceived payload as the notification engine sends it. */
export const messagePayload = (id: number, unread = 1): MessageReceivedPayload => ({
  Notification: {
    NotificationGridId: id,
    ActionId: NotificationAction.UnRead,
    LabelText: "Work Order,Status",
    CompleteUrl: null,
    BodyText: `<p>Notification ${id}</p>`,
    CreatedOn: "2026-11-22T15:00:00.000Z",
    IsFavorite: false,
    IsSubscribed: true,
  },
  UnreadNotifs: unread,
});
