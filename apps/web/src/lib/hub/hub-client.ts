import type { io as createSocket, Socket } from "socket.io-client";
import {
  HUB_PATH,
  HUB_RETRY_MS,
  HUB_SERVER_TIMEOUT_MS,
  HubClientMessage,
  HubEvent,
  type ChangeDetectedPayload,
  type HubWatch,
  type MessageReceivedPayload,
} from "@fieldstead/domain";

/** What each hub event carries. */
export type HubPayloads = {
  [HubEvent.MessageReceived]: MessageReceivedPayload;
  [HubEvent.ChangeDetected]: ChangeDetectedPayload;
};
type HubEventName = keyof HubPayloads;
type Handler<E extends HubEventName> = (payload: HubPayloads[E]) => void;

const handlers = new Map<HubEventName, Set<(payload: never) => void>>();
const connectListeners = new Set<() => void>();
const watched = new Map<string, HubWatch & { count: number }>();
let socket: Socket | null = null;
/** The sign-in the connection belongs to (a new one connects again). */
let connectedSession: string | null = null;

const watchKey = (w: HubWatch) => `${w.SubjectType}:${w.SubjectId}`;

/** The session cookie goes with the handshake (same origin); no token is held by the page. */
const startSocket = (io: typeof createSocket): void => {
  const next = io({
    path: HUB_PATH,
    withCredentials: true,
    transports: ["websocket", "polling"],
    reconnectionDelay: HUB_RETRY_MS,
    reconnectionDelayMax: HUB_RETRY_MS,
    randomizationFactor: 0,
    timeout: HUB_SERVER_TIMEOUT_MS,
  });
  next.on("connect", () => {
    for (const w of watched.values())
      next.emit(HubClientMessage.Watch, { SubjectType: w.SubjectType, SubjectId: w.SubjectId });
    connectListeners.forEach((listener) => listener());
  });
  // Refused at the handshake (the server ends a revoked session's sockets too): retry later, as after a drop.
  next.on("connect_error", () => {
    if (!next.active) setTimeout(() => socket === next && next.connect(), HUB_RETRY_MS);
  });
  for (const name of Object.values(HubEvent))
    next.on(name, (payload: unknown) => handlers.get(name)?.forEach((h) => h(payload as never)));
  socket = next;
};

/**
 * Connects the tab to the hub (/MessageHub) for a sign-in (`sessionKey` tells one from another), or connects
 * again for a new one; the session cookie authenticates the connection. A failed start or a lost connection is
 * tried again after HUB_RETRY_MS; after every (re)connect the listeners run, so the tab reads from the server
 * whatever it may have missed, and the records it watches are watched again.
 */
export const connectHub = (sessionKey: string): void => {
  if (connectedSession === sessionKey) return;
  disconnectHub();
  connectedSession = sessionKey;
  // The Socket.IO client loads after the first page is up: it is not part of the first download.
  void import("socket.io-client").then(({ io }) => {
    if (connectedSession === sessionKey && !socket) startSocket(io);
  });
};

/** Ends the tab's connection (sign-out). */
export const disconnectHub = (): void => {
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  connectedSession = null;
};

export const isHubConnected = (): boolean => socket?.connected ?? false;

/** Runs the handler on every hub event of that name; returns the unsubscribe. */
export const onHubEvent = <E extends HubEventName>(name: E, handler: Handler<E>): (() => void) => {
  const set = handlers.get(name) ?? new Set();
  set.add(handler as (payload: never) => void);
  handlers.set(name, set);
  return () => set.delete(handler as (payload: never) => void);
};

/** Runs after every connect and reconnect; returns the unsubscribe. */
export const onHubConnect = (listener: () => void): (() => void) => {
  connectListeners.add(listener);
  return () => connectListeners.delete(listener);
};

/** Asks for ChangeDetected about one record while it is shown; returns the stop. */
export const watchRecord = (record: HubWatch): (() => void) => {
  const key = watchKey(record);
  const entry = watched.get(key) ?? { ...record, count: 0 };
  entry.count += 1;
  watched.set(key, entry);
  if (entry.count === 1) socket?.emit(HubClientMessage.Watch, record);
  return () => {
    entry.count -= 1;
    if (entry.count > 0) return;
    watched.delete(key);
    socket?.emit(HubClientMessage.Unwatch, record);
  };
};
