import { assertNever } from "../shared/enum.ts";
import { LogEntryLevel, type LogEntryLevelValue } from "../shared/result-codes.enums.ts";
import { ErrorClass, LOG_LIMITS, type ErrorClassValue } from "./logs.enums.ts";
import type { LogEntry, LogProperties } from "./logs.schemas.ts";

/**
 * The level a failed call is logged at (portal-platform §8): 401 INFO, any other 4xx WARN, 5xx ERROR.
 * Calls that succeeded or got no answer at all (status 0: offline, aborted, timed out) are not logged.
 */
export const levelForStatus = (status: number): LogEntryLevelValue | null => {
  if (status === 401) return LogEntryLevel.INFO;
  if (status >= 400 && status < 500) return LogEntryLevel.WARN;
  if (status >= 500 && status < 600) return LogEntryLevel.ERROR;
  return null;
};

const CLASS_BY_NAME: Readonly<Record<string, ErrorClassValue>> = {
  SyntaxError: ErrorClass.Syntax,
  TypeError: ErrorClass.Type,
  ReferenceError: ErrorClass.Reference,
  RangeError: ErrorClass.Range,
  EvalError: ErrorClass.Eval,
  URIError: ErrorClass.Uri,
};

/**
 * Classifies an unhandled error as syntax, type, reference, range, eval or URI (portal-platform §8).
 * By the error's name, so errors from another frame (another realm) classify the same.
 */
export const classifyError = (error: unknown): ErrorClassValue => {
  if (typeof error !== "object" || error === null) return ErrorClass.Other;
  const name = (error as { name?: unknown }).name;
  return typeof name === "string" && Object.hasOwn(CLASS_BY_NAME, name)
    ? CLASS_BY_NAME[name]!
    : ErrorClass.Other;
};

export const errorClassLabel = (kind: ErrorClassValue): string => {
  switch (kind) {
    case ErrorClass.Syntax:
      return "Syntax error";
    case ErrorClass.Type:
      return "Type error";
    case ErrorClass.Reference:
      return "Reference error";
    case ErrorClass.Range:
      return "Range error";
    case ErrorClass.Eval:
      return "Eval error";
    case ErrorClass.Uri:
      return "URI error";
    case ErrorClass.Other:
      return "Error";
    default:
      return assertNever(kind);
  }
};

export type UnhandledErrorText = { kind: ErrorClassValue; message: string; exception: string | null };

/** The Message and Exception of an unhandled error's log entry: 'Type error: x is not a function' and its stack. */
export const describeUnhandledError = (error: unknown): UnhandledErrorText => {
  const kind = classifyError(error);
  const isObject = typeof error === "object" && error !== null;
  const ownMessage = isObject ? (error as { message?: unknown }).message : undefined;
  const message =
    typeof ownMessage === "string" && ownMessage !== ""
      ? ownMessage
      : error === undefined || error === ""
        ? "(no message)"
        : safeString(error);
  const stack = isObject ? (error as { stack?: unknown }).stack : undefined;
  return {
    kind,
    message: `${errorClassLabel(kind)}: ${message}`,
    exception: typeof stack === "string" && stack !== "" ? stack : null,
  };
};

const safeString = (value: unknown): string => {
  try {
    return typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    return String(value);
  }
};

const cut = (value: string, max: number): string =>
  value.length <= max ? value : `${value.slice(0, max - 1)}…`;
const cutOptional = (value: string | undefined, max: number): string | undefined =>
  value === undefined ? undefined : cut(value, max);

/** Trims an entry to the limits the server accepts, so one long stack never gets a whole batch refused. */
export const fitLogEntry = (entry: LogEntry): LogEntry => {
  const p: LogProperties = entry.Properties ?? {};
  const properties: LogProperties = {
    ...p,
    environment: cutOptional(p.environment, LOG_LIMITS.short),
    userAgent: cutOptional(p.userAgent, LOG_LIMITS.userAgent),
    timestamp: cutOptional(p.timestamp, LOG_LIMITS.short),
    requestId: cutOptional(p.requestId, LOG_LIMITS.short * 2),
    method: cutOptional(p.method, 16),
    url: cutOptional(p.url, LOG_LIMITS.url),
    route: cutOptional(p.route, LOG_LIMITS.url),
    userId: typeof p.userId === "string" ? cut(p.userId, LOG_LIMITS.short) : p.userId,
    userName: cutOptional(p.userName, LOG_LIMITS.userName),
  };
  for (const key of Object.keys(properties) as (keyof LogProperties)[])
    if (properties[key] === undefined) delete properties[key];
  const { Exception, ...rest } = entry;
  return {
    ...rest,
    Message: cut(entry.Message === "" ? "(no message)" : entry.Message, LOG_LIMITS.message),
    Source: cut(entry.Source === "" ? "unknown" : entry.Source, LOG_LIMITS.source),
    Properties: properties,
    ...(Exception ? { Exception: cut(Exception, LOG_LIMITS.exception) } : {}),
  };
};
