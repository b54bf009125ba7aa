import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import {
  ErrorLogsReplySchema,
  GetErrorLogsQuerySchema,
  LogExternalBatchReplySchema,
  LogExternalBatchSchema,
} from "./logs.schemas.ts";

/**
 * The web app's log (portal-platform §7.4). Any signed-in user may send: every entry belongs to the sender's
 * organisation, and an open door would let anyone fill the table.
 */
export const LogExternalBatchContract = defineContract({
  method: "POST",
  path: "/Logs/LogExternalBatch",
  summary: "Store a batch of 1 to 100 client log entries for the caller's organisation.",
  tag: "Logs",
  access: { kind: "session" },
  body: LogExternalBatchSchema,
  reply: LogExternalBatchReplySchema,
});

/** The ErrorLogs screen belongs to the Settings module (Admin), like its route pattern /ErrorLogs. */
export const GetErrorLogsContract = defineContract({
  method: "GET",
  path: "/Logs/GetErrorLogs",
  summary:
    "The organisation's client log, newest first, filtered by level, text, source and received time; paged.",
  tag: "Logs",
  access: {
    kind: "module",
    moduleId: ModuleId.Settings,
    parentId: ModuleId.Admin,
    level: AccessRightType.ReadOnly,
  },
  query: GetErrorLogsQuerySchema,
  reply: ErrorLogsReplySchema,
});
