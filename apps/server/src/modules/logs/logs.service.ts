import {
  ResultCode,
  type ErrorLogsReply,
  type GetErrorLogsQuery,
  type LogExternalBatch,
  type LogExternalBatchReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { insertClientLogs, listClientLogs } from "./logs.repository.ts";

/** Keeps a batch of the caller's browser log under the caller's organisation and name. */
export const storeLogBatch = async (
  ctx: AppContext,
  session: ActiveSession,
  entries: LogExternalBatch,
): Promise<LogExternalBatchReply> => {
  const receivedAt = ctx.now();
  const count = await insertClientLogs(
    ctx.db,
    entries.map((entry) => ({
      orgId: session.orgId,
      employeeId: session.employeeId,
      level: entry.Level,
      source: entry.Source,
      message: entry.Message,
      properties: entry.Properties ?? {},
      exception: entry.Exception ?? null,
      loggedAt: new Date(entry.Timestamp),
      receivedAt,
    })),
  );
  return { StatusCode: ResultCode.Success, StatusMessage: "Logged", Count: count };
};

/** One page of the caller's organisation's log; never another organisation's entries. */
export const errorLogs = async (
  ctx: AppContext,
  session: ActiveSession,
  query: GetErrorLogsQuery,
): Promise<ErrorLogsReply> => {
  const { rows, total } = await listClientLogs(ctx.db, session.orgId, query);
  return {
    Logs: rows.map((row) => ({
      LogId: row.id,
      Level: row.level,
      Source: row.source,
      Message: row.message,
      Exception: row.exception,
      Properties: row.properties,
      LoggedAt: row.loggedAt.toISOString(),
      ReceivedAt: row.receivedAt.toISOString(),
      EmployeeId: row.employeeId,
      EmployeeName: [row.firstName, row.lastName].filter(Boolean).join(" "),
    })),
    TotalCount: total,
    PageNumber: query.PageNumber,
    PageSize: query.PageSize,
  };
};
