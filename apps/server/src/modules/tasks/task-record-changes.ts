import {
  AuditEntityType,
  checkTaskDates,
  DomainEventType,
  fieldIdOfKey,
  isDoneTaskStatus,
  ModuleId,
  statusAfterAssignment,
  taskOperation,
  taskStatusLabel,
  wouldCreateCycle,
  type AuditChange,
  type Access,
  type TaskFields,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { AppError, invalidFields, type AppFieldProblem } from "../../lib/errors.ts";
import { recordEvents, recordHistory } from "../audit/audit.service.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { describeTaskChanges, taskFieldLabel } from "./task-record-history.ts";
import { readParentChain, updateTaskRow, type TaskRecord } from "./task-records.repository.ts";
import { checkTaskReferences } from "./task-references.repository.ts";
import { taskColumnsOf } from "./task-writes.repository.ts";

export const EDIT_COMPLETED = taskOperation(ModuleId.TaskEditCompleted);
export const UNASSIGN = taskOperation(ModuleId.TaskUnassign);
export const RECURRING = taskOperation(ModuleId.TaskRecurring);

export const roleAllows = (ctx: AppContext, session: ActiveSession, access: Access): Promise<boolean> =>
  ctx.permissions.roleAllows(session.orgId, session.roleId, access);

/** A 403 that names the field it is about, so a form shows it beside that field. */
export const fieldForbidden = (field: string, message: string): AppError =>
  new AppError("FORBIDDEN", { message, fields: [{ field, message }] });

export const RECURRENCE_REFUSED = "You cannot make tasks recurring.";

/** A locked or archived task takes no change and no decision (409). */
export const checkNotFrozen = (
  record: Pick<TaskRecord, "workOrderNumber" | "isLocked" | "archived">,
): void => {
  const wo = record.workOrderNumber;
  if (record.isLocked) throw new AppError("NOT_ALLOWED_NOW", { message: `${wo} is locked.` });
  if (record.archived) throw new AppError("NOT_ALLOWED_NOW", { message: `${wo} is archived.` });
};

/**
 * Whether the task may change now: a locked or archived task never (409); a finished one (Completed or
 * accepted) only for a role that may edit completed tasks (403).
 */
export const checkChangeable = async (
  ctx: AppContext,
  session: ActiveSession,
  record: Pick<TaskRecord, "workOrderNumber" | "isLocked" | "archived" | "statusId">,
): Promise<void> => {
  checkNotFrozen(record);
  const wo = record.workOrderNumber;
  if (isDoneTaskStatus(record.statusId) && !(await roleAllows(ctx, session, EDIT_COMPLETED)))
    throw new AppError("FORBIDDEN", {
      message: `${wo} is '${taskStatusLabel(record.statusId)}': your role cannot change finished work orders.`,
    });
};

const REFERENCE_KEYS = [
  "ProjectId",
  "LocationId",
  "AssigneeId",
  "DriverId",
  "EmployeeId",
  "ParentTaskId",
] as const;

/** The references a change names anew (a reference kept as it was is not checked again). */
const newReferences = (changes: Partial<TaskFields>) =>
  Object.fromEntries(REFERENCE_KEYS.map((k) => [k, changes[k] ?? null])) as Pick<
    TaskFields,
    (typeof REFERENCE_KEYS)[number]
  >;

export type ChangeHow = {
  /** The history entry's action ('Edited', 'FieldReset', 'FieldCompleted'). */
  action: string;
  /** Its summary; by default 'Changed …' listing the fields. */
  summary?: string;
  /** The request field a problem is named by (a field action names 'Value'). */
  fieldOf?: (key: keyof TaskFields) => string;
};

/**
 * Writes changes to a task's fields (the caller's right to change each already checked) in the caller's
 * transaction: the dates must stay in order and every new reference be the organisation's (400 naming the
 * field), a sub-task may not become its own ancestor, clearing an assignee needs the unassign right and a
 * recurrence the recurring right (403). The status follows the assignee (Not Started ↔ Assigned to
 * Technician); decisions on the changed fields are dropped. One history entry lists each change as people read
 * it; a new assignee hears of it (TaskAssigned). Answers whether anything changed.
 */
export const applyTaskChanges = async (
  ctx: AppContext,
  tx: Tx,
  session: ActiveSession,
  record: TaskRecord,
  changes: Partial<TaskFields>,
  how: ChangeHow,
): Promise<boolean> => {
  const keys = Object.keys(changes) as (keyof TaskFields)[];
  if (keys.length === 0) return false;
  const { orgId } = session;
  const name = how.fieldOf ?? ((key: keyof TaskFields) => key);
  const before = record.fields;
  const after: TaskFields = { ...before, ...changes };

  const dates = checkTaskDates(after);
  if (!dates.ok) throw invalidFields([{ field: name(dates.field), message: dates.message }]);
  if ("Recurrence" in changes && !(await roleAllows(ctx, session, RECURRING)))
    throw fieldForbidden(name("Recurrence"), RECURRENCE_REFUSED);
  const isUnassigning = "AssigneeId" in changes && after.AssigneeId === null && before.AssigneeId !== null;
  if (isUnassigning && !(await roleAllows(ctx, session, UNASSIGN)))
    throw fieldForbidden(name("AssigneeId"), `You cannot unassign ${record.workOrderNumber}.`);
  const problems: AppFieldProblem[] = (await checkTaskReferences(tx, orgId, [newReferences(changes)])).map(
    (p) => ({ field: name(p.field), message: p.message }),
  );
  if (after.ParentTaskId !== null && "ParentTaskId" in changes) {
    const chain = await readParentChain(tx, orgId, after.ParentTaskId);
    if (wouldCreateCycle({ taskId: record.id, parentId: after.ParentTaskId, parentOf: chain }))
      problems.push({
        field: name("ParentTaskId"),
        message: `${record.workOrderNumber} cannot sit under itself or one of its own sub-tasks.`,
      });
  }
  if (problems.length > 0) throw invalidFields(problems);

  const at = ctx.now();
  const statusId =
    "AssigneeId" in changes
      ? statusAfterAssignment({ statusId: record.statusId, assigneeId: after.AssigneeId })
      : record.statusId;
  const reviews = { ...(record.fieldReviews ?? {}) };
  for (const key of keys) {
    const fieldId = fieldIdOfKey(key);
    if (fieldId !== null) delete reviews[fieldId];
  }
  await updateTaskRow(tx, orgId, record.id, {
    ...taskColumnsOf(after),
    statusId,
    fieldReviews: reviews,
    // A task made recurring starts its own series, as a new recurring task does.
    ...(after.Recurrence && record.recurrenceSeriesId === null ? { recurrenceSeriesId: record.id } : {}),
    updatedAt: at,
  });

  const described: AuditChange[] = await describeTaskChanges(tx, orgId, before, changes);
  if (statusId !== record.statusId)
    described.push({
      Field: "Status",
      From: taskStatusLabel(record.statusId),
      To: taskStatusLabel(statusId),
    });
  const summary = how.summary ?? `Changed ${keys.map((k) => taskFieldLabel(k).toLowerCase()).join(", ")}`;
  await recordHistory(tx, [
    {
      orgId,
      entityType: AuditEntityType.Task,
      entityId: record.id,
      action: how.action,
      summary,
      changes: described,
      employeeId: session.employeeId,
      at,
    },
  ]);
  if ("AssigneeId" in changes && after.AssigneeId !== null)
    await recordEvents(tx, [
      {
        orgId,
        eventType: DomainEventType.TaskAssigned,
        actorId: session.employeeId,
        subjectType: AuditEntityType.Task,
        subjectId: record.id,
        concerns: [after.AssigneeId],
        payload: { WorkOrderNumber: record.workOrderNumber, AssigneeId: after.AssigneeId },
        at,
      },
    ]);
  return true;
};
