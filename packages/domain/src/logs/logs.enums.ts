import type { EnumValue } from "../shared/enum.ts";

/** LogEntryLevel (INFO, WARN, ERROR) is defined with the other enumerations in shared/result-codes.enums.ts. */

/** Where in the browser an entry was written (the entry's Source). */
export const LogSource = {
  /** A call of the API that failed (portal-platform §8, Logging of failed calls). */
  Api: "api",
  /** An error nothing caught ('error' event of the window). */
  Window: "window",
  /** A promise rejected with nobody listening ('unhandledrejection'). */
  Promise: "promise",
  /** An error a screen's error boundary caught. */
  Render: "render",
} as const;
export type LogSourceValue = EnumValue<typeof LogSource>;

/** The kinds unhandled errors are classified into (portal-platform §8). */
export const ErrorClass = {
  Syntax: "syntax",
  Type: "type",
  Reference: "reference",
  Range: "range",
  Eval: "eval",
  Uri: "URI",
  Other: "other",
} as const;
export type ErrorClassValue = EnumValue<typeof ErrorClass>;

/**
 * How the browser sends its log: in batches of 10 entries, every 20 s; a failed send is tried once more after
 * 5 s (portal-platform §9, Logging).
 */
export const CLIENT_LOGGING = {
  batchSize: 10,
  flushIntervalMs: 20_000,
  maxRetries: 1,
  retryDelayMs: 5_000,
  /** The most entries one LogExternalBatch call may carry. */
  maxBatchEntries: 100,
} as const;

/** Length limits of a log entry's fields; the client trims to them before sending. */
export const LOG_LIMITS = {
  message: 4_000,
  source: 100,
  exception: 8_000,
  url: 2_048,
  userAgent: 512,
  text: 200,
  short: 64,
  userName: 200,
} as const;
