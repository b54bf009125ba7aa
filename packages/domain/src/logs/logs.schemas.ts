import { z } from "zod";
import { CLIENT_LOGGING, LOG_LIMITS } from "./logs.enums.ts";
import { LogEntryLevelSchema } from "./logs.enum-schemas.ts";

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const requiredText = (max: number) => text(max).min(1, "is required");
const instant = z.iso.datetime({ offset: true, error: "must be an ISO 8601 date and time" });

/** What a log entry carries about its circumstances (portal-platform §3.6); every field is optional. */
export const LogPropertiesSchema = z.object({
  environment: text(LOG_LIMITS.short).optional(),
  userAgent: text(LOG_LIMITS.userAgent).optional(),
  timestamp: text(LOG_LIMITS.short).optional(),
  requestId: text(LOG_LIMITS.short * 2).optional(),
  method: text(16).optional(),
  url: text(LOG_LIMITS.url).optional(),
  status: z.number().int().min(0).max(999).optional(),
  duration: z.number().min(0).max(86_400_000).optional(),
  route: text(LOG_LIMITS.url).optional(),
  userId: z.union([z.number().int(), text(LOG_LIMITS.short)]).optional(),
  userName: text(LOG_LIMITS.userName).optional(),
});
export type LogProperties = z.infer<typeof LogPropertiesSchema>;

/** One client log entry: Message, Level, Source and Timestamp are required (portal-platform §3.6). */
export const LogEntrySchema = z.object({
  Message: requiredText(LOG_LIMITS.message),
  Level: LogEntryLevelSchema,
  Source: requiredText(LOG_LIMITS.source),
  Timestamp: instant,
  Properties: LogPropertiesSchema.optional(),
  Exception: text(LOG_LIMITS.exception).nullable().optional(),
});
export type LogEntry = z.infer<typeof LogEntrySchema>;

/** The body of Logs/LogExternalBatch: 1 to 100 entries. */
export const LogExternalBatchSchema = z
  .array(LogEntrySchema, { error: "must be a list of log entries" })
  .min(1, "must hold at least 1 log entry")
  .max(CLIENT_LOGGING.maxBatchEntries, `must hold at most ${CLIENT_LOGGING.maxBatchEntries} log entries`);
export type LogExternalBatch = z.infer<typeof LogExternalBatchSchema>;

export const ERROR_LOGS_PAGE_SIZE = 25;
export const ERROR_LOGS_MAX_PAGE_SIZE = 100;

const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** Filters of Logs/GetErrorLogs: From is inclusive and To exclusive (received time). */
export const GetErrorLogsQuerySchema = z
  .object({
    Level: z.preprocess(blankToUndefined, LogEntryLevelSchema.optional()),
    Text: z.preprocess(blankToUndefined, text(LOG_LIMITS.text).optional()),
    Source: z.preprocess(blankToUndefined, text(LOG_LIMITS.source).optional()),
    From: z.preprocess(blankToUndefined, instant.optional()),
    To: z.preprocess(blankToUndefined, instant.optional()),
    PageNumber: z.coerce
      .number<unknown>({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be 1 or more")
      .max(100_000, "is too large")
      .default(1),
    PageSize: z.coerce
      .number<unknown>({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be 1 or more")
      .max(ERROR_LOGS_MAX_PAGE_SIZE, `must be at most ${ERROR_LOGS_MAX_PAGE_SIZE}`)
      .default(ERROR_LOGS_PAGE_SIZE),
  })
  .refine((q) => !q.From || !q.To || Date.parse(q.From) <= Date.parse(q.To), {
    message: "must not be before From",
    path: ["To"],
  });
export type GetErrorLogsQuery = z.infer<typeof GetErrorLogsQuerySchema>;

/** One row of the error log as the administrator sees it. */
export const ErrorLogRowSchema = z.object({
  LogId: z.number().int(),
  Level: LogEntryLevelSchema,
  Source: z.string(),
  Message: z.string(),
  Exception: z.string().nullable(),
  Properties: LogPropertiesSchema,
  /** When the browser wrote it (the entry's Timestamp). */
  LoggedAt: z.string(),
  /** When the server received it. */
  ReceivedAt: z.string(),
  EmployeeId: z.number().int().nullable(),
  EmployeeName: z.string(),
});
export type ErrorLogRow = z.infer<typeof ErrorLogRowSchema>;

/** A page of the error log: its rows, the count of every matching entry, and the page asked for. */
export const ErrorLogsReplySchema = z.object({
  Logs: z.array(ErrorLogRowSchema),
  TotalCount: z.number().int(),
  PageNumber: z.number().int(),
  PageSize: z.number().int(),
});
export type ErrorLogsReply = z.infer<typeof ErrorLogsReplySchema>;

/** A stored batch: how many entries were kept. */
export const LogExternalBatchReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Count: z.number().int(),
});
export type LogExternalBatchReply = z.infer<typeof LogExternalBatchReplySchema>;
