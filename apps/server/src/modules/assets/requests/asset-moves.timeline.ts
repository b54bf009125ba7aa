import {
  calendarDayOf,
  fixedAssetOperation,
  ModuleId,
  type AuditChange,
  type AuditEntityTypeValue,
  type RequestTimelineEntry,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { readHistory } from "../../audit/audit.service.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";

/** The field of a request's history entry that carries the comment given with the step. */
export const COMMENT_FIELD = "Comment";

/** The changes a request step records: the status, and the comment when one was given. */
export const stepChanges = (from: string, to: string, comment?: string | null): AuditChange[] => [
  { Field: "Status", From: from, To: to },
  ...(comment ? [{ Field: COMMENT_FIELD, From: null, To: comment }] : []),
];

/** A request's steps, oldest first, as its history recorded them (who, when, the comment). */
export const readTimeline = async (
  ctx: AppContext,
  orgId: number,
  entityType: AuditEntityTypeValue,
  id: number,
): Promise<RequestTimelineEntry[]> => {
  const { Entries } = await readHistory(ctx.db, orgId, entityType, { Id: id, PageSize: 100 });
  return [...Entries].reverse().map((e) => ({
    Action: e.Action,
    Summary: e.Summary,
    Comment: e.Changes.find((c) => c.Field === COMMENT_FIELD)?.To ?? null,
    EmployeeId: e.EmployeeId,
    EmployeeName: e.EmployeeName,
    At: e.CreatedAt,
  }));
};

/** The operations of the request screens, as access rules. */
export const REQUEST_RIGHTS = {
  move: fixedAssetOperation(ModuleId.MoveRequests),
  approve: fixedAssetOperation(ModuleId.MoveRequestApprove),
  bulkMove: fixedAssetOperation(ModuleId.BulkMovement),
  materialDelete: fixedAssetOperation(ModuleId.MaterialRequestDelete),
  warehouseScan: fixedAssetOperation(ModuleId.WarehouseScan),
} as const;

/** Whether the caller's role holds an operation (checked inside a call, beyond the route's own guard). */
export const callerMay = (ctx: AppContext, session: ActiveSession, right: keyof typeof REQUEST_RIGHTS) =>
  ctx.permissions.roleAllows(session.orgId, session.roleId, REQUEST_RIGHTS[right]);

/** The employees who decide requests: they hear of every new one. */
export const approverIds = (ctx: AppContext, orgId: number): Promise<number[]> =>
  ctx.permissions.employeesAllowed(orgId, REQUEST_RIGHTS.approve);

/** Today's date in the display time zone ('YYYY-MM-DD'). */
export const todayIn = (now: Date): string => calendarDayOf(now);

/** '1 asset', '3 assets'. */
export const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? "" : "s"}`;
