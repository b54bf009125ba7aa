import {
  AuditEntityType,
  assertNever,
  fieldAbilities,
  fieldModeOf,
  isFieldValueEmpty,
  ResultCode,
  TASK_FIELD_KEYS,
  TASK_FIELD_LABELS,
  TaskFieldAction,
  TaskFieldsSchema,
  type ReviewTaskField,
  type TaskFields,
  type TaskWriteReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import { AppError, invalidField } from "../../../lib/errors.ts";
import { recordHistory } from "../../audit/audit.service.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { callerFieldAccess } from "../status/task-field-rights.service.ts";
import { applyTaskChanges, checkChangeable, checkNotFrozen, fieldForbidden } from "../task-record-changes.ts";
import { readTaskRecord, updateTaskRow, type TaskRecord } from "../task-records.repository.ts";
import { taskDetail, taskNotFound } from "../tasks.service.ts";

const VERBS = { Accept: "accept", Reject: "reject", Reset: "reset", Complete: "complete" } as const;
const DONE = { Accept: "accepted", Reject: "rejected", Reset: "reset", Complete: "completed" } as const;

/** The value a Complete brings, checked by the field's own rule (400 naming Value). */
const completedValue = (key: keyof TaskFields, value: unknown): Partial<TaskFields> => {
  const parsed = TaskFieldsSchema.shape[key].safeParse(value);
  if (!parsed.success)
    throw invalidField("Value", parsed.error.issues[0]?.message ?? "Not a value of this field.");
  return { [key]: parsed.data };
};

/** Records an Accept or Reject decision on the field's present value, with a history entry. */
const recordDecision = async (
  tx: Tx,
  session: ActiveSession,
  record: TaskRecord,
  body: ReviewTaskField,
  at: Date,
): Promise<void> => {
  const label = TASK_FIELD_LABELS[body.FieldId];
  const state = body.Action === TaskFieldAction.Accept ? "Accepted" : "Rejected";
  const previous = record.fieldReviews?.[body.FieldId]?.state ?? null;
  await updateTaskRow(tx, session.orgId, record.id, {
    fieldReviews: {
      ...(record.fieldReviews ?? {}),
      [body.FieldId]: {
        state,
        by: session.employeeId,
        at: at.toISOString(),
        ...(body.Comment ? { comment: body.Comment } : {}),
      },
    },
    updatedAt: at,
  });
  const summary = `${label} ${state.toLowerCase()}`;
  await recordHistory(tx, [
    {
      orgId: session.orgId,
      entityType: AuditEntityType.Task,
      entityId: record.id,
      action: body.Action === TaskFieldAction.Accept ? "FieldAccepted" : "FieldRejected",
      summary: body.Comment ? `${summary}: ${body.Comment}` : summary,
      changes: [{ Field: `${label} review`, From: previous, To: state }],
      employeeId: session.employeeId,
      at,
    },
  ]);
};

/**
 * The step of the caller's access mode on one field of a task, in one transaction on the locked task. The
 * action must be the mode's (403 naming the field otherwise); Reset needs a value to clear and Complete an
 * empty field (409). A locked or archived task refuses every action; Reset and Complete change the task, so a
 * finished one also needs the right to edit completed tasks.
 */
export const reviewTaskField = async (
  ctx: AppContext,
  session: ActiveSession,
  body: ReviewTaskField,
): Promise<TaskWriteReply> => {
  const label = TASK_FIELD_LABELS[body.FieldId];
  const key = TASK_FIELD_KEYS[body.FieldId];
  const message = await ctx.db.transaction(async (tx) => {
    const record = await readTaskRecord(tx, session.orgId, body.TaskId, { lock: true });
    if (!record) throw taskNotFound(body.TaskId);
    const mode = fieldModeOf(await callerFieldAccess(tx, session), body.FieldId);
    if (mode !== body.Action) throw fieldForbidden("FieldId", `You cannot ${VERBS[body.Action]} ${label}.`);
    const isEmpty = isFieldValueEmpty(record.fields[key]);
    if (fieldAbilities({ mode, isEmpty }).action === null)
      throw new AppError("NOT_ALLOWED_NOW", {
        message: isEmpty ? `${label} is empty already.` : `${label} has a value already.`,
      });
    const at = ctx.now();
    switch (body.Action) {
      case TaskFieldAction.Accept:
      case TaskFieldAction.Reject:
        checkNotFrozen(record);
        await recordDecision(tx, session, record, body, at);
        break;
      case TaskFieldAction.Reset:
        await checkChangeable(ctx, session, record);
        await applyTaskChanges(
          ctx,
          tx,
          session,
          record,
          { [key]: null },
          {
            action: "FieldReset",
            summary: `${label} reset`,
          },
        );
        break;
      case TaskFieldAction.Complete:
        await checkChangeable(ctx, session, record);
        await applyTaskChanges(ctx, tx, session, record, completedValue(key, body.Value), {
          action: "FieldCompleted",
          summary: `${label} completed`,
          fieldOf: () => "Value",
        });
        break;
      default:
        assertNever(body.Action);
    }
    return `${label} ${DONE[body.Action]} on ${record.workOrderNumber}.`;
  });
  return {
    StatusCode: ResultCode.Success,
    StatusMessage: message,
    Task: await taskDetail(ctx, session, body.TaskId),
  };
};
