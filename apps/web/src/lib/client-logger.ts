import {
  CLIENT_LOGGING,
  LogEntryLevel,
  LogSource,
  describeUnhandledError,
  fitLogEntry,
  levelForStatus,
  type LogEntry,
  type LogEntryLevelValue,
  type LogProperties,
  LogExternalBatchContract,
} from "@fieldstead/domain";
import { ApiError, type ApiCallRecord } from "./http.ts";

/** The path of the log call itself: a failure of it is never logged (it would log itself). */
export const LOG_BATCH_PATH = LogExternalBatchContract.path;
/** Entries kept while they cannot be sent; past this the oldest go. */
export const MAX_QUEUED_ENTRIES = 500;
/** A page being closed may send at most this much (the browser's limit for requests that outlive the page). */
const EXIT_BYTES = 60_000;

export type ClientLogConfig = {
  /** The client configuration's LoggingEnabled: nothing is sent without it. */
  isEnabled: boolean;
  /** INFO entries are dropped unless this is on (portal-platform §9: off by default). */
  isInfoEnabled: boolean;
  environment: string;
};

export type LoggedUser = { id: number | string; name: string };

export type ClientLoggerDeps = {
  /** Sends one batch; rejects when it was not stored. */
  send: (entries: LogEntry[]) => Promise<unknown>;
  /** Sends what is left while the page is being closed, without waiting. */
  sendOnExit: (entries: LogEntry[]) => void;
  /** The signed-in user from local storage (userDataset), or null. */
  currentUser: () => LoggedUser | null;
  /** Whether a call can be sent now: online with a live session. */
  canSend: () => boolean;
  /** The page: its full address, the in-app route and the browser. */
  page: () => { href: string; route: string; userAgent: string };
  now: () => Date;
};

export type LogInput = {
  level: LogEntryLevelValue;
  source: string;
  message: string;
  exception?: string | null;
  properties?: LogProperties;
};

type Outcome = "sent" | "refused" | "failed";

/** A refusal of the batch itself cannot be cured by sending it again; anything else may pass later. */
const outcomeOf = (error: unknown): Outcome =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 429].includes(error.status)
    ? "refused"
    : "failed";

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The client log (portal-platform §7.4, §9): a queue sent in batches of 10 to Logs/LogExternalBatch every
 * 20 s and as soon as 10 entries wait; a failed send is retried once after 5 s, and the queue is kept when
 * that fails too (a batch the server refuses outright, a 4xx other than 401, 408 or 429, is dropped instead).
 * Nothing is sent until the client configuration says logging is on.
 */
export const createClientLogger = (deps: ClientLoggerDeps) => {
  let config: ClientLogConfig | null = null;
  let queue: LogEntry[] = [];
  let flushing: Promise<void> | null = null;
  // After a send failed twice, wait for the next 20 s tick instead of sending at every 10 entries.
  let isBackingOff = false;
  let interval: ReturnType<typeof setInterval> | null = null;

  const isWanted = (level: LogEntryLevelValue) =>
    config === null || (config.isEnabled && (level !== LogEntryLevel.INFO || config.isInfoEnabled));

  /** The signed-in user's entries and those written before anyone signed in; never someone else's. */
  const keepOnlyCurrentUser = () => {
    const user = deps.currentUser();
    if (!user) return;
    queue = queue.filter((e) => e.Properties?.userId === undefined || e.Properties.userId === user.id);
  };

  const withEnvironment = (entry: LogEntry): LogEntry =>
    entry.Properties?.environment || !config
      ? entry
      : { ...entry, Properties: { ...entry.Properties, environment: config.environment } };

  const sendBatch = async (batch: LogEntry[]): Promise<Outcome> => {
    try {
      await deps.send(batch.map(withEnvironment));
      return "sent";
    } catch (error) {
      return outcomeOf(error);
    }
  };

  const drain = async (): Promise<void> => {
    keepOnlyCurrentUser();
    while (queue.length > 0 && config?.isEnabled && deps.canSend()) {
      const batch = queue.slice(0, CLIENT_LOGGING.batchSize);
      let outcome = await sendBatch(batch);
      for (let retry = 0; outcome === "failed" && retry < CLIENT_LOGGING.maxRetries; retry += 1) {
        await wait(CLIENT_LOGGING.retryDelayMs);
        if (!deps.canSend()) break;
        outcome = await sendBatch(batch);
      }
      if (outcome === "failed") {
        isBackingOff = true;
        return;
      }
      queue = queue.filter((entry) => !batch.includes(entry));
    }
  };

  const flush = (): Promise<void> => {
    flushing ??= drain().finally(() => {
      flushing = null;
    });
    return flushing;
  };

  const log = ({ level, source, message, exception, properties }: LogInput): void => {
    if (!isWanted(level)) return;
    const now = deps.now();
    const user = deps.currentUser();
    const page = deps.page();
    const entry = fitLogEntry({
      Message: message,
      Level: level,
      Source: source,
      Timestamp: now.toISOString(),
      Properties: {
        ...(config ? { environment: config.environment } : {}),
        userAgent: page.userAgent,
        timestamp: now.toISOString(),
        route: page.route,
        ...(user ? { userId: user.id, userName: user.name } : {}),
        ...properties,
      },
      ...(exception ? { Exception: exception } : {}),
    });
    queue.push(entry);
    if (queue.length > MAX_QUEUED_ENTRIES) queue = queue.slice(queue.length - MAX_QUEUED_ENTRIES);
    if (queue.length >= CLIENT_LOGGING.batchSize && !isBackingOff) void flush();
  };

  return {
    log,
    flush,
    /** Applies the client configuration; entries it does not want are dropped at once. */
    configure(next: ClientLogConfig): void {
      config = next;
      queue = queue.filter((entry) => isWanted(entry.Level));
      if (queue.length >= CLIENT_LOGGING.batchSize) void flush();
    },
    /** A finished call: a failed one is logged at the level its status gives (portal-platform §8). */
    logApiCall(call: ApiCallRecord): void {
      if (call.url.toLowerCase().endsWith(LOG_BATCH_PATH.toLowerCase())) return;
      const level = levelForStatus(call.status);
      if (level === null) return;
      log({
        level,
        source: LogSource.Api,
        message: `${call.method} ${call.url} failed with status ${call.status}`,
        properties: {
          requestId: call.requestId,
          method: call.method,
          url: call.url,
          status: call.status,
          duration: call.durationMs,
        },
      });
    },
    /** An error nothing handled: classified, logged with the page address (portal-platform §8). */
    logError(error: unknown, source: string): void {
      const { message, exception } = describeUnhandledError(error);
      log({ level: LogEntryLevel.ERROR, source, message, exception, properties: { url: deps.page().href } });
    },
    /** The page is going away: what is queued leaves now, as much as the browser lets such a request carry. */
    flushOnExit(): void {
      keepOnlyCurrentUser();
      if (!config?.isEnabled || queue.length === 0 || !deps.canSend()) return;
      let bytes = 0;
      const leaving: LogEntry[] = [];
      for (const entry of queue.slice(0, CLIENT_LOGGING.maxBatchEntries).map(withEnvironment)) {
        bytes += JSON.stringify(entry).length;
        if (bytes > EXIT_BYTES) break;
        leaving.push(entry);
      }
      if (leaving.length === 0) return;
      queue = queue.slice(leaving.length);
      deps.sendOnExit(leaving);
    },
    /** Sends every 20 s. */
    start(): void {
      interval ??= setInterval(() => {
        isBackingOff = false;
        void flush();
      }, CLIENT_LOGGING.flushIntervalMs);
    },
    stop(): void {
      if (interval !== null) clearInterval(interval);
      interval = null;
    },
    /** What waits to be sent (for tests and diagnostics). */
    pending: (): readonly LogEntry[] => queue,
  };
};

export type ClientLogger = ReturnType<typeof createClientLogger>;
