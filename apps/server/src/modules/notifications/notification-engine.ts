import type { Logger } from "pino";
import type { AppContext } from "../../context.ts";
import {
  filterAudience,
  insertNotifications,
  toNotificationGridItem,
  unreadCounts,
  type NewNotification,
  type NotificationRow,
} from "./notification-audience.repository.ts";
import { notificationMessageFor } from "./notification-messages.ts";
import {
  employeeNames,
  lockPendingEvents,
  markEventsProcessed,
  type PendingEvent,
} from "./notification-outbox.repository.ts";
import { raiseLeasePaymentsDue } from "./lease-payments-due.ts";
import { advanceLeasePayments } from "../leases/billing/lease-days.ts";
import { settleAnsweredRequests } from "./notification-settle.repository.ts";

export type EngineDeps = Pick<AppContext, "db" | "hub" | "now"> & { logger?: Logger };

/** Events taken in one pass. */
export const ENGINE_BATCH = 200;
/** The safety net: pending events are looked for this often even when nothing kicks the engine. */
export const ENGINE_POLL_MS = 2_000;
/** A pass runs this long after the first kick, so the changes of a burst share it. */
export const KICK_DELAY_MS = 50;
/** Lease payments falling due are looked for this often. */
export const LEASE_SCAN_MS = 3_600_000;

const rowsFor = (
  event: PendingEvent,
  message: NonNullable<ReturnType<typeof notificationMessageFor>>,
  audience: readonly number[],
): NewNotification[] =>
  audience.map((employeeId) => ({
    orgId: event.orgId,
    employeeId,
    kindId: message.kindId,
    eventId: event.id,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    labelText: message.labelText,
    bodyText: message.bodyText,
    completeUrl: message.completeUrl,
    createdOn: event.createdAt,
  }));

/** Pushes after the commit: each new notification to its recipient, and each processed event to its watchers. */
const push = async (
  deps: EngineDeps,
  events: readonly PendingEvent[],
  written: readonly NotificationRow[],
) => {
  try {
    const counts = await unreadCounts(
      deps.db,
      written.map((n) => n.employeeId),
    );
    for (const row of written)
      deps.hub.messageReceived(row.employeeId, {
        Notification: toNotificationGridItem(row, true),
        UnreadNotifs: counts.get(row.employeeId) ?? 0,
      });
    for (const event of events)
      deps.hub.recordChanged(event.orgId, {
        Kind: "RecordChanged",
        SubjectType: event.subjectType,
        SubjectId: event.subjectId,
        EventType: event.eventType,
      });
  } catch (err) {
    // The rows are kept: a client that missed the push reads them when it next resynchronises.
    deps.logger?.warn({ err }, "notification pushes failed");
  }
};

/**
 * One pass over the outbox: the oldest pending events (locked, SKIP LOCKED), their notifications written for
 * the audience the organisation's configuration and each user's preferences and mutes allow, and the events
 * marked processed — all in one transaction, so a failure leaves the events pending and nothing half-written.
 * Only then are the notifications pushed. Returns how many events were processed.
 */
export const processPendingEvents = async (deps: EngineDeps, limit = ENGINE_BATCH): Promise<number> => {
  const at = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    const events = await lockPendingEvents(tx, limit);
    if (events.length === 0) return { events, written: [] as NotificationRow[] };
    const names = await employeeNames(
      tx,
      events.flatMap((e) => (e.actorId === null ? [] : [e.actorId])),
    );
    const rows: NewNotification[] = [];
    const decisions: { event: PendingEvent; labels: string; decider: string | null }[] = [];
    for (const event of events) {
      const message = notificationMessageFor(event, {
        actorName: event.actorId === null ? null : (names.get(event.actorId) ?? null),
      });
      if (!message) continue;
      decisions.push({
        event,
        labels: message.labelText,
        decider: event.actorId === null ? null : (names.get(event.actorId) ?? null),
      });
      const audience = await filterAudience(tx, {
        orgId: event.orgId,
        kindId: message.kindId,
        subjectType: event.subjectType,
        subjectId: event.subjectId,
        employeeIds: message.recipients,
      });
      rows.push(...rowsFor(event, message, audience));
    }
    const written = await insertNotifications(tx, rows);
    // After the inserts: a request and its decision in one pass are settled too.
    for (const { event, labels, decider } of decisions)
      written.push(...(await settleAnsweredRequests(tx, event, labels, decider)));
    await markEventsProcessed(
      tx,
      events.map((e) => e.id),
      at,
    );
    return { events, written };
  });
  if (done.events.length > 0) await push(deps, done.events, done.written);
  return done.events.length;
};

export type NotificationEngine = {
  /** Asks for a pass soon: at most one runs at a time, and one more follows if kicked meanwhile. */
  kick(): void;
  /** Looks for lease payments falling due and runs a first pass (awaited), then polls in the background. */
  start(): Promise<void>;
  /** Stops polling and waits for a running pass to end. */
  stop(): Promise<void>;
};

export const createNotificationEngine = (
  ctx: EngineDeps & Pick<AppContext, "permissions">,
  { pollMs = ENGINE_POLL_MS, leaseScanMs = LEASE_SCAN_MS }: { pollMs?: number; leaseScanMs?: number } = {},
): NotificationEngine => {
  let running: Promise<void> | null = null;
  let isKickedAgain = false;
  let isStopped = false;
  let leaseScan: Promise<void> | null = null;
  const timers: NodeJS.Timeout[] = [];

  const drain = async () => {
    do {
      isKickedAgain = false;
      try {
        // A full batch means more may be waiting.
        let processed = ENGINE_BATCH;
        while (!isStopped && processed === ENGINE_BATCH) processed = await processPendingEvents(ctx);
      } catch (err) {
        ctx.logger?.error({ err }, "notification pass failed; the events stay pending");
      }
    } while (isKickedAgain && !isStopped);
  };

  const runNow = () => {
    if (isStopped) return;
    if (running) {
      isKickedAgain = true;
      return;
    }
    running = drain().finally(() => {
      running = null;
    });
  };
  // Kicks within KICK_DELAY_MS share one pass: a burst of changes is one transaction, not one each.
  let scheduled: NodeJS.Timeout | null = null;
  const kick = () => {
    if (isStopped || scheduled) return;
    scheduled = setTimeout(() => {
      scheduled = null;
      runNow();
    }, KICK_DELAY_MS);
  };

  const scanLeases = () => {
    leaseScan ??= advanceLeasePayments(ctx)
      .then(() => raiseLeasePaymentsDue(ctx))
      .then((raised) => {
        if (raised > 0) kick();
      })
      .catch((err: unknown) => ctx.logger?.error({ err }, "the lease payment scan failed"))
      .finally(() => {
        leaseScan = null;
      });
    return leaseScan;
  };

  return {
    kick,
    start: async () => {
      if (isStopped || timers.length > 0) return;
      // The first pass runs in the background: a long backlog never holds the server's start up.
      void scanLeases();
      runNow();
      timers.push(
        setInterval(kick, pollMs).unref(),
        setInterval(() => void scanLeases(), leaseScanMs).unref(),
      );
    },
    stop: async () => {
      isStopped = true;
      if (scheduled) clearTimeout(scheduled);
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.allSettled([running, leaseScan]);
    },
  };
};
