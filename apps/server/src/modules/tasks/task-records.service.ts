import {
  AuditEntityType,
  fieldChangesAllowed,
  fieldsRefusedOnCreate,
  ProjectListQuerySchema,
  ResultCode,
  TaskPriority,
  visibleFields,
  type CreateTask,
  type TaskDeleteReply,
  type TaskEditView,
  type TaskFieldAccess,
  type TaskPersonOption,
  type TaskProjectOption,
  type TaskWriteReply,
  type UpdateTask,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError, invalidFields } from "../../lib/errors.ts";
import { recordHistory } from "../audit/audit.service.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { projectList, projectManagers } from "../projects/projects.service.ts";
import { callerFieldAccess, roleFieldAccess } from "./status/task-field-rights.service.ts";
import {
  applyTaskChanges,
  checkChangeable,
  fieldForbidden,
  RECURRENCE_REFUSED,
  RECURRING,
  roleAllows,
} from "./task-record-changes.ts";
import { clearParents, deleteTaskRow, readSubTasks, readTaskRecord } from "./task-records.repository.ts";
import { checkTaskReferences } from "./task-references.repository.ts";
import { insertOneTask, insertTasks } from "./task-writes.repository.ts";
import { readTaskDetail, taskDetail, taskNotFound } from "./tasks.service.ts";

// The one task writer and its reference check, for other modules that create work orders (the import, a
// ticket's conversion); they never read this module's repositories.
export { checkTaskReferences } from "./task-references.repository.ts";
export { insertTasks } from "./task-writes.repository.ts";

const replyWith = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
  message: string,
): Promise<TaskWriteReply> => ({
  StatusCode: ResultCode.Success,
  StatusMessage: message,
  Task: await taskDetail(ctx, session, id),
});

/**
 * A new task or work order: the caller's field access decides which fields it may carry (a value where their
 * mode allows none is a 403 naming the field), a recurrence needs the recurring right, every reference must be
 * the organisation's (400 naming the field). Numbered, recorded and announced by the task writer (insertOneTask;
 * insertTasks for a recurring one, which starts its series).
 */
export const createTask = async (
  ctx: AppContext,
  session: ActiveSession,
  body: CreateTask,
): Promise<TaskWriteReply> => {
  const access = await roleFieldAccess(ctx, session);
  const refused = fieldsRefusedOnCreate({
    access,
    fields: body,
    defaults: { PriorityId: TaskPriority.Medium },
  });
  if (refused) throw fieldForbidden(refused.key, refused.message);
  if (body.Recurrence && !(await roleAllows(ctx, session, RECURRING)))
    throw fieldForbidden("Recurrence", RECURRENCE_REFUSED);
  // The references are checked, then the task is written in one statement (numbered, recorded, announced):
  // as in a transaction, a reference found refused writes nothing.
  const problems = await checkTaskReferences(ctx.db, session.orgId, [body]);
  if (problems.length > 0) throw invalidFields(problems.map((p) => ({ field: p.field, message: p.message })));
  const who = { orgId: session.orgId, employeeId: session.employeeId, now: ctx.now() };
  const created = body.Recurrence
    ? await ctx.db.transaction(async (tx) => (await insertTasks(tx, who, [body]))[0]!)
    : await insertOneTask(ctx.db, who, body);
  return {
    StatusCode: ResultCode.Success,
    StatusMessage: `${created.workOrderNumber} created.`,
    // The field access read above still holds: a new task's detail needs no second reading of it.
    Task: await readTaskDetail(ctx, ctx.db, session, created.id, { access }),
  };
};

/** A task's fields for the edit form, without the ones the caller cannot see, and the caller's access. */
export const taskForEdit = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<TaskEditView> => {
  const [record, access] = await Promise.all([
    readTaskRecord(ctx.db, session.orgId, id, { lock: false }),
    roleFieldAccess(ctx, session),
  ]);
  if (!record) throw taskNotFound(id);
  return {
    Task: await taskDetail(ctx, session, id),
    Fields: visibleFields(record.fields, access),
    FieldAccess: access,
  };
};

/**
 * Changes the fields sent, in one transaction on the locked task: a locked or archived task refuses (409), a
 * finished one needs the right to edit completed tasks (403); a field the caller may not change must come
 * unchanged (403 naming it), one they cannot see is kept as it is. Nothing changed: nothing recorded.
 */
export const updateTask = async (
  ctx: AppContext,
  session: ActiveSession,
  body: UpdateTask,
): Promise<TaskWriteReply> => {
  const { Id, ...sent } = body;
  const message = await ctx.db.transaction(async (tx) => {
    const record = await readTaskRecord(tx, session.orgId, Id, { lock: true });
    if (!record) throw taskNotFound(Id);
    await checkChangeable(ctx, session, record);
    const access = await callerFieldAccess(tx, session);
    const check = fieldChangesAllowed({ access, current: record.fields, sent });
    if (!check.ok) throw fieldForbidden(check.key, check.message);
    const changed = await applyTaskChanges(ctx, tx, session, record, check.changes, { action: "Edited" });
    return changed ? `${record.workOrderNumber} saved.` : "Nothing to save: no field changed.";
  });
  return replyWith(ctx, session, Id, message);
};

/**
 * Deletes a task that is not locked (409). Its sub-tasks lose their parent, each with a history entry saying
 * so; its links, shares and review steps go with it; its history keeps a 'Deleted' entry.
 */
export const deleteTask = async (
  ctx: AppContext,
  session: ActiveSession,
  body: { Id: number },
): Promise<TaskDeleteReply> => {
  const { orgId, employeeId } = session;
  const workOrderNumber = await ctx.db.transaction(async (tx) => {
    const record = await readTaskRecord(tx, orgId, body.Id, { lock: true });
    if (!record) throw taskNotFound(body.Id);
    const wo = record.workOrderNumber;
    if (record.isLocked) throw new AppError("NOT_ALLOWED_NOW", { message: `${wo} is locked.` });
    const at = ctx.now();
    const subTasks = await readSubTasks(tx, orgId, record.id);
    await clearParents(
      tx,
      orgId,
      subTasks.map((s) => s.id),
      at,
    );
    await deleteTaskRow(tx, orgId, record.id);
    const entry = { orgId, entityType: AuditEntityType.Task, employeeId, at };
    await recordHistory(tx, [
      { ...entry, entityId: record.id, action: "Deleted", summary: `Work order ${wo} deleted`, changes: [] },
      ...subTasks.map((s) => ({
        ...entry,
        entityId: s.id,
        action: "Edited",
        summary: `No longer under ${wo}: it was deleted`,
        changes: [{ Field: "Parent task", From: wo, To: null }],
      })),
    ]);
    return wo;
  });
  return { StatusCode: ResultCode.Success, StatusMessage: `${workOrderNumber} deleted.` };
};

/** The caller's mode for each standard field, for a new task's form. */
export const taskFieldAccess = (ctx: AppContext, session: ActiveSession): Promise<TaskFieldAccess> =>
  roleFieldAccess(ctx, session);

/** Active employees by name or e-mail: the project manager search, open to whoever works with tasks. */
export const searchTaskPeople = (
  ctx: AppContext,
  session: ActiveSession,
  body: { Search: string; Limit: number },
): Promise<TaskPersonOption[]> => projectManagers(ctx, session, body);

/** Projects not archived, by code or name: the project list's own search. */
export const searchTaskProjects = async (
  ctx: AppContext,
  session: ActiveSession,
  body: { Search: string; Limit: number },
): Promise<TaskProjectOption[]> => {
  const query = ProjectListQuerySchema.parse({
    PageSize: body.Limit,
    Search: body.Search || null,
    SortModel: [{ colId: "Code", sort: "asc" }],
  });
  const { Rows } = await projectList(ctx, session, query);
  return Rows.map((r) => ({ Id: r.Id, Code: r.Code, Name: r.Name }));
};
