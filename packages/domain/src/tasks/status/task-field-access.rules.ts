import {
  FieldAccessMode,
  TaskFieldId,
  TaskStatus,
  type FieldAccessModeValue,
  type TaskFieldIdValue,
  type TaskStatusId,
} from "../tasks.enums.ts";
import {
  TASK_FIELD_KEYS,
  TASK_FIELD_LABELS,
  type TaskFieldAccess,
  type TaskFields,
} from "../task-writes.schemas.ts";
import type { TaskDetail } from "../tasks.replies.ts";
import { CLOSED_TASK_STATUSES } from "../tasks.rules.ts";

/** The standard fields whose access a role can be given, in the order forms and the rights screen list them. */
export const TASK_FIELD_IDS: readonly TaskFieldIdValue[] = Object.values(TaskFieldId);

/** The access dropdown's levels (portal-platform §4) and the mode each stands for: None is NotVisible. */
export const FIELD_ACCESS_LEVELS: readonly { mode: FieldAccessModeValue; label: string }[] = [
  { mode: FieldAccessMode.NotVisible, label: "None" },
  { mode: FieldAccessMode.ReadOnly, label: "Read-only" },
  { mode: FieldAccessMode.ReadWrite, label: "Read-write" },
  { mode: FieldAccessMode.Accept, label: "Accept" },
  { mode: FieldAccessMode.Reject, label: "Reject" },
  { mode: FieldAccessMode.Reset, label: "Reset" },
  { mode: FieldAccessMode.Complete, label: "Complete" },
];

export const fieldAccessLabel = (mode: FieldAccessModeValue): string =>
  FIELD_ACCESS_LEVELS.find((l) => l.mode === mode)?.label ?? mode;

/** Fields a task always has a value in: they can be neither cleared (Reset) nor filled in later (Complete). */
export const VALUED_TASK_FIELDS: readonly TaskFieldIdValue[] = [
  TaskFieldId.TaskSummary,
  TaskFieldId.WoType,
  TaskFieldId.Priority,
];

/** The modes a field may be given. */
export const fieldModesFor = (fieldId: TaskFieldIdValue): FieldAccessModeValue[] =>
  FIELD_ACCESS_LEVELS.map((l) => l.mode).filter(
    (mode) =>
      !VALUED_TASK_FIELDS.includes(fieldId) ||
      (mode !== FieldAccessMode.Reset && mode !== FieldAccessMode.Complete),
  );

/** The caller's mode for a field: ReadWrite unless the role was given another. */
export const fieldModeOf = (access: TaskFieldAccess, fieldId: TaskFieldIdValue): FieldAccessModeValue =>
  access[fieldId] ?? FieldAccessMode.ReadWrite;

/** The one step an action mode offers beside the (read-only) field. */
export const TaskFieldAction = {
  Accept: "Accept",
  Reject: "Reject",
  Reset: "Reset",
  Complete: "Complete",
} as const;
export type TaskFieldActionValue = (typeof TaskFieldAction)[keyof typeof TaskFieldAction];

/**
 * What the caller may do with a field of a task now: see it, change it in the edit, and the action its mode
 * offers (Reset only while the field has a value, Complete only while it is empty).
 */
export const fieldAbilities = ({
  mode,
  isEmpty,
}: {
  mode: FieldAccessModeValue;
  isEmpty: boolean;
}): { isVisible: boolean; isEditable: boolean; action: TaskFieldActionValue | null } => {
  const isVisible = mode !== FieldAccessMode.NotVisible;
  const isEditable = mode === FieldAccessMode.ReadWrite;
  switch (mode) {
    case FieldAccessMode.Accept:
      return { isVisible, isEditable, action: TaskFieldAction.Accept };
    case FieldAccessMode.Reject:
      return { isVisible, isEditable, action: TaskFieldAction.Reject };
    case FieldAccessMode.Reset:
      return { isVisible, isEditable, action: isEmpty ? null : TaskFieldAction.Reset };
    case FieldAccessMode.Complete:
      return { isVisible, isEditable, action: isEmpty ? TaskFieldAction.Complete : null };
    default:
      return { isVisible, isEditable, action: null };
  }
};

/**
 * Whether a new task may carry a value in a field: with ReadWrite, or Complete (a new task's field is empty, so
 * it may be filled). Summary and type always come with a new work order.
 */
export const isFieldSettableOnCreate = (mode: FieldAccessModeValue): boolean =>
  mode === FieldAccessMode.ReadWrite || mode === FieldAccessMode.Complete;

const INSTANT_KEYS: ReadonlySet<keyof TaskFields> = new Set([
  "PlannedDate",
  "DueDate",
  "FollowOnDate",
  "StartDateTime",
  "EndDateTime",
]);

const isBlank = (v: unknown) => v === null || v === undefined || v === "";

/** Whether a field's value is empty (nothing to reset; something to complete). */
export const isFieldValueEmpty = (value: unknown): boolean => isBlank(value);

/** Two values of a field are the same (points in time compared as instants, whatever offset they were sent in). */
export const sameFieldValue = (key: keyof TaskFields, a: unknown, b: unknown): boolean => {
  if (isBlank(a) || isBlank(b)) return isBlank(a) && isBlank(b);
  if (INSTANT_KEYS.has(key)) return new Date(String(a)).getTime() === new Date(String(b)).getTime();
  if (typeof a === "object" || typeof b === "object") return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
};

/** The standard field a body key writes, if it is one of the fields a role's access applies to. */
export const fieldIdOfKey = (key: keyof TaskFields): TaskFieldIdValue | null =>
  TASK_FIELD_IDS.find((id) => TASK_FIELD_KEYS[id] === key) ?? null;

export type FieldChangeCheck =
  | { ok: true; changes: Partial<TaskFields> }
  | { ok: false; fieldId: TaskFieldIdValue; key: keyof TaskFields; message: string };

/**
 * The changes an edit makes, as the caller's field access allows them: a field they cannot see is kept as it
 * is (whatever was sent); a field sent unchanged is no change; a changed field whose mode is not ReadWrite is
 * refused, naming it ('You cannot change Planned date.').
 */
export const fieldChangesAllowed = ({
  access,
  current,
  sent,
}: {
  access: TaskFieldAccess;
  current: TaskFields;
  sent: Partial<TaskFields>;
}): FieldChangeCheck => {
  const changes: Partial<TaskFields> = {};
  for (const key of Object.keys(sent) as (keyof TaskFields)[]) {
    const value = sent[key];
    if (value === undefined) continue;
    const fieldId = fieldIdOfKey(key);
    const mode = fieldId === null ? FieldAccessMode.ReadWrite : fieldModeOf(access, fieldId);
    if (mode === FieldAccessMode.NotVisible) continue;
    if (sameFieldValue(key, current[key], value)) continue;
    if (mode !== FieldAccessMode.ReadWrite && fieldId !== null)
      return { ok: false, fieldId, key, message: `You cannot change ${TASK_FIELD_LABELS[fieldId]}.` };
    Object.assign(changes, { [key]: value });
  }
  return { ok: true, changes };
};

/**
 * The fields of a new task the caller may not fill in (a value where their mode allows none), the first one
 * named: 'You cannot set Planned date.'. Summary and type are a work order's own and always allowed; Priority
 * may come at its default.
 */
export const fieldsRefusedOnCreate = ({
  access,
  fields,
  defaults,
}: {
  access: TaskFieldAccess;
  fields: TaskFields;
  defaults: Pick<TaskFields, "PriorityId">;
}): { fieldId: TaskFieldIdValue; key: keyof TaskFields; message: string } | null => {
  for (const fieldId of TASK_FIELD_IDS) {
    if (fieldId === TaskFieldId.TaskSummary || fieldId === TaskFieldId.WoType) continue;
    if (isFieldSettableOnCreate(fieldModeOf(access, fieldId))) continue;
    const key = TASK_FIELD_KEYS[fieldId];
    const unset = key === "PriorityId" ? defaults.PriorityId : null;
    if (!sameFieldValue(key, fields[key], unset))
      return { fieldId, key, message: `You cannot set ${TASK_FIELD_LABELS[fieldId]}.` };
  }
  return null;
};

/**
 * Statuses of a finished task: changing one needs the right to edit completed tasks. They are the closed
 * statuses: a task the technician has only accepted ('Accepted') is not finished.
 */
export const DONE_TASK_STATUSES: readonly TaskStatusId[] = CLOSED_TASK_STATUSES;

export const isDoneTaskStatus = (statusId: number): boolean =>
  (DONE_TASK_STATUSES as readonly number[]).includes(statusId);

/**
 * The status a task takes when its assignee changes: a task not started that gets an assignee is Assigned to
 * Technician; one Assigned to Technician that loses its assignee is Not Started again; otherwise unchanged.
 */
export const statusAfterAssignment = ({
  statusId,
  assigneeId,
}: {
  statusId: TaskStatusId;
  assigneeId: number | null;
}): TaskStatusId => {
  if (assigneeId !== null && statusId === TaskStatus.NotStarted) return TaskStatus.AssignedToTechnician;
  if (assigneeId === null && statusId === TaskStatus.AssignedToTechnician) return TaskStatus.NotStarted;
  return statusId;
};

/** The keys of a task's detail that show each standard field. */
const DETAIL_KEYS: Readonly<Record<TaskFieldIdValue, readonly (keyof TaskDetail)[]>> = {
  [TaskFieldId.Project]: ["ProjectId", "ProjectName"],
  [TaskFieldId.Location]: ["LocationId", "LocationName"],
  [TaskFieldId.Priority]: ["PriorityId", "PriorityName"],
  [TaskFieldId.PlannedDate]: ["PlannedDate"],
  [TaskFieldId.DueDate]: ["DueDate"],
  [TaskFieldId.Description]: ["Description"],
  [TaskFieldId.TaskSummary]: ["Summary"],
  [TaskFieldId.WoType]: ["TypeId", "TypeName"],
  [TaskFieldId.WorkFlow]: ["WorkFlow"],
  [TaskFieldId.Assignee]: ["AssigneeId", "AssigneeName"],
  [TaskFieldId.FollowOnDate]: ["FollowOnDate"],
  [TaskFieldId.StartDateTime]: ["StartDateTime"],
  [TaskFieldId.EndDateTime]: ["EndDateTime"],
  [TaskFieldId.Driver]: ["DriverId", "DriverName"],
  [TaskFieldId.Employee]: ["EmployeeId", "EmployeeName"],
  [TaskFieldId.Region]: ["Region"],
  [TaskFieldId.Vehicle]: ["Vehicle"],
};

/**
 * A task's detail as the caller may see it: each field their access makes NotVisible is null, with its review,
 * and a hidden due date tells nothing through IsOverdue either.
 */
export const withoutHiddenFields = (detail: TaskDetail, access: TaskFieldAccess): TaskDetail => {
  const shown: Record<string, unknown> = { ...detail, FieldReviews: { ...detail.FieldReviews } };
  const reviews = shown.FieldReviews as Record<string, unknown>;
  for (const fieldId of TASK_FIELD_IDS) {
    if (fieldModeOf(access, fieldId) !== FieldAccessMode.NotVisible) continue;
    for (const key of DETAIL_KEYS[fieldId]) shown[key] = null;
    delete reviews[fieldId];
    if (fieldId === TaskFieldId.DueDate) shown.IsOverdue = false;
  }
  return shown as TaskDetail;
};

/** The standard fields of a detail that the caller may see, as the edit form takes them. */
export const visibleFields = (fields: TaskFields, access: TaskFieldAccess): Partial<TaskFields> => {
  const shown: Partial<TaskFields> = { ...fields };
  for (const fieldId of TASK_FIELD_IDS)
    if (fieldModeOf(access, fieldId) === FieldAccessMode.NotVisible) delete shown[TASK_FIELD_KEYS[fieldId]];
  return shown;
};
