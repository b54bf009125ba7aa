import type { Server, Socket } from "socket.io";
import {
  AuditEntityType,
  HubClientMessage,
  HubWatchSchema,
  type HubEvent,
  type ChangeDetectedPayload,
  type HubWatch,
  type MessageReceivedPayload,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { isRecordOfOrganisation, WATCHABLE_TYPES, type WatchableType } from "./hub.repository.ts";

/** The answer to Watch and Unwatch, when the client asks for one. */
export type WatchAck = { ok: true } | { ok: false; message: string };
type AckFn = (answer: WatchAck) => void;

export type ServerToClientEvents = {
  [HubEvent.MessageReceived]: (payload: MessageReceivedPayload) => void;
  [HubEvent.ChangeDetected]: (payload: ChangeDetectedPayload) => void;
};
export type ClientToServerEvents = {
  [HubClientMessage.Watch]: (watch: unknown, ack?: AckFn) => void;
  [HubClientMessage.Unwatch]: (watch: unknown, ack?: AckFn) => void;
};
export type SocketData = { session: ActiveSession };
export type HubServer = Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>;
export type HubSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, SocketData>;

/** A tab watches at most this many records at once (one page shows a handful). */
export const MAX_WATCHED_PER_TAB = 100;

export const WATCH_REFUSALS = {
  invalid: "SubjectType and SubjectId are required",
  unknownType: "Records of this type cannot be watched",
  notFound: "No such record",
  tooMany: `A tab may watch at most ${MAX_WATCHED_PER_TAB} records`,
} as const;

/** Each tab joins its user's room and its session's room; a watched record adds that record's room. */
export const employeeRoom = (employeeId: number): string => `employee:${employeeId}`;
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;
export const recordRoom = (orgId: number, type: WatchableType, id: number): string =>
  `record:${orgId}:${type}:${id}`;
const RECORD_ROOM_PREFIX = "record:";

// "Task", "task", "MoveRequest", "move_request" and "moverequest" all name the same subject type.
const TYPE_BY_NAME = new Map<string, WatchableType>(
  Object.entries(AuditEntityType).flatMap(([name, value]) => {
    const type = WATCHABLE_TYPES.find((t) => t === value);
    if (!type) return [];
    return [name.toLowerCase(), value, value.replaceAll("_", "")].map((key) => [key, type] as const);
  }),
);

/** The subject type a name stands for, or null when such records cannot be watched. */
export const watchableType = (name: string): WatchableType | null =>
  TYPE_BY_NAME.get(name.trim().toLowerCase()) ?? null;

const answer = (ack: unknown, reply: WatchAck): void => {
  if (typeof ack === "function") (ack as AckFn)(reply);
};

const parseWatch = (raw: unknown): { watch: HubWatch; type: WatchableType } | { message: string } => {
  const parsed = HubWatchSchema.safeParse(raw);
  if (!parsed.success) return { message: WATCH_REFUSALS.invalid };
  const type = watchableType(parsed.data.SubjectType);
  return type ? { watch: parsed.data, type } : { message: WATCH_REFUSALS.unknownType };
};

/**
 * Watch joins the record's room once the record is found to be one of the caller's organisation; anything
 * else is ignored and answered with the reason. Unwatch leaves the room.
 */
export const handleWatchMessages = (ctx: AppContext, socket: HubSocket): void => {
  const { orgId } = socket.data.session;
  socket.on(HubClientMessage.Watch, async (raw, ack) => {
    const found = parseWatch(raw);
    if ("message" in found) return answer(ack, { ok: false, message: found.message });
    const room = recordRoom(orgId, found.type, found.watch.SubjectId);
    if (socket.rooms.has(room)) return answer(ack, { ok: true });
    const watching = [...socket.rooms].filter((r) => r.startsWith(RECORD_ROOM_PREFIX)).length;
    if (watching >= MAX_WATCHED_PER_TAB) return answer(ack, { ok: false, message: WATCH_REFUSALS.tooMany });
    try {
      if (!(await isRecordOfOrganisation(ctx.db, found.type, found.watch.SubjectId, orgId)))
        return answer(ack, { ok: false, message: WATCH_REFUSALS.notFound });
    } catch (err) {
      ctx.logger.warn({ err }, "hub watch lookup failed");
      return answer(ack, { ok: false, message: WATCH_REFUSALS.notFound });
    }
    if (socket.connected) await socket.join(room);
    answer(ack, { ok: true });
  });
  socket.on(HubClientMessage.Unwatch, async (raw, ack) => {
    const found = parseWatch(raw);
    if ("message" in found) return answer(ack, { ok: false, message: found.message });
    await socket.leave(recordRoom(orgId, found.type, found.watch.SubjectId));
    answer(ack, { ok: true });
  });
};
