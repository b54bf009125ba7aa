import type { FieldErrors, Resolver } from "react-hook-form";
import {
  checkTaskDates,
  CreateTaskSchema,
  formatInDisplayZone,
  instantOfDisplayClock,
  fieldIdOfKey,
  fieldModeOf,
  FieldAccessMode,
  isFieldSettableOnCreate,
  sameFieldValue,
  TaskPriority,
  TaskTimeUnit,
  UpdateTaskSchema,
  type LocationOption,
  type TaskEditView,
  type TaskFieldAccess,
  type TaskFieldIdValue,
  type TaskFieldsInput,
  type TaskFields,
  type TaskListRow,
  type TaskPersonOption,
  type TaskProjectOption,
  type TaskTimeUnitValue,
  type UpdateTaskInput,
} from "@fieldstead/domain";

export type ParentTaskOption = Pick<TaskListRow, "Id" | "WorkOrderNumber" | "Summary">;

/** The task dialog's values: what the person types (dates as Denver wall-clock text) and the records they pick. */
export type TaskFormValues = {
  Summary: string;
  Description: string;
  TypeId: number | "";
  PriorityId: number;
  Project: TaskProjectOption | null;
  Location: LocationOption | null;
  Assignee: TaskPersonOption | null;
  Driver: TaskPersonOption | null;
  Employee: TaskPersonOption | null;
  PlannedDate: string;
  DueDate: string;
  FollowOnDate: string;
  StartDateTime: string;
  EndDateTime: string;
  WorkFlow: string;
  Region: string;
  Vehicle: string;
  Parent: ParentTaskOption | null;
  ReviewLevels: number;
  IsRecurring: boolean;
  RecurrenceEvery: string;
  RecurrenceUnit: TaskTimeUnitValue;
  RecurrenceUntil: string;
};
export type TaskFormField = keyof TaskFormValues;

/** The form field that shows each body field. */
export const FORM_FIELD_OF: Readonly<Record<keyof TaskFields, TaskFormField>> = {
  Summary: "Summary",
  Description: "Description",
  TypeId: "TypeId",
  PriorityId: "PriorityId",
  ProjectId: "Project",
  LocationId: "Location",
  AssigneeId: "Assignee",
  DriverId: "Driver",
  EmployeeId: "Employee",
  PlannedDate: "PlannedDate",
  DueDate: "DueDate",
  FollowOnDate: "FollowOnDate",
  StartDateTime: "StartDateTime",
  EndDateTime: "EndDateTime",
  WorkFlow: "WorkFlow",
  Region: "Region",
  Vehicle: "Vehicle",
  ParentTaskId: "Parent",
  ReviewLevels: "ReviewLevels",
  Recurrence: "IsRecurring",
};

const LOCAL_FORMAT = "YYYY-MM-DDTHH:mm";

/** A point in time as a datetime-local input shows it, in the display time zone. */
export const toLocalInput = (iso: string | null | undefined): string =>
  formatInDisplayZone(iso, LOCAL_FORMAT);

/** What a datetime-local input holds (Denver wall clock) as a point in time; text that is no date as it is. */
export const fromLocalInput = (local: string): string | null => {
  if (!local) return null;
  return instantOfDisplayClock(local)?.toISOString() ?? local;
};

export const emptyTaskForm = (): TaskFormValues => ({
  Summary: "",
  Description: "",
  TypeId: "",
  PriorityId: TaskPriority.Medium,
  Project: null,
  Location: null,
  Assignee: null,
  Driver: null,
  Employee: null,
  PlannedDate: "",
  DueDate: "",
  FollowOnDate: "",
  StartDateTime: "",
  EndDateTime: "",
  WorkFlow: "",
  Region: "",
  Vehicle: "",
  Parent: null,
  ReviewLevels: 1,
  IsRecurring: false,
  RecurrenceEvery: "1",
  RecurrenceUnit: TaskTimeUnit.Week,
  RecurrenceUntil: "",
});

const person = (id: number | null | undefined, name: string | null): TaskPersonOption | null =>
  id === null || id === undefined ? null : { Id: id, Name: name ?? "", Email: "" };

/** A task being edited as the dialog shows it (a field the caller cannot see stays empty and is never sent). */
export const taskFormValues = ({ Task, Fields }: TaskEditView): TaskFormValues => {
  const empty = emptyTaskForm();
  return {
    Summary: Fields.Summary ?? "",
    Description: Fields.Description ?? "",
    TypeId: Fields.TypeId ?? "",
    PriorityId: Fields.PriorityId ?? empty.PriorityId,
    Project:
      Fields.ProjectId === null || Fields.ProjectId === undefined
        ? null
        : { Id: Fields.ProjectId, Code: "", Name: Task.ProjectName ?? "" },
    Location:
      Fields.LocationId === null || Fields.LocationId === undefined
        ? null
        : {
            Id: Fields.LocationId,
            Code: "",
            Name: Task.LocationName ?? "",
            LevelId: 1,
            Path: "",
            IsWarehouse: false,
            Status: "",
          },
    Assignee: person(Fields.AssigneeId, Task.AssigneeName),
    Driver: person(Fields.DriverId, Task.DriverName),
    Employee: person(Fields.EmployeeId, Task.EmployeeName),
    PlannedDate: toLocalInput(Fields.PlannedDate),
    DueDate: toLocalInput(Fields.DueDate),
    FollowOnDate: toLocalInput(Fields.FollowOnDate),
    StartDateTime: toLocalInput(Fields.StartDateTime),
    EndDateTime: toLocalInput(Fields.EndDateTime),
    WorkFlow: Fields.WorkFlow ?? "",
    Region: Fields.Region ?? "",
    Vehicle: Fields.Vehicle ?? "",
    Parent:
      Fields.ParentTaskId === null || Fields.ParentTaskId === undefined
        ? null
        : { Id: Fields.ParentTaskId, WorkOrderNumber: Task.ParentWorkOrderNumber ?? "", Summary: "" },
    ReviewLevels: Fields.ReviewLevels ?? 1,
    IsRecurring: Fields.Recurrence !== null && Fields.Recurrence !== undefined,
    RecurrenceEvery: String(Fields.Recurrence?.Every ?? 1),
    RecurrenceUnit: Fields.Recurrence?.Unit ?? empty.RecurrenceUnit,
    RecurrenceUntil: Fields.Recurrence?.Until ?? "",
  };
};

/** Every body field of the dialog's values. */
export const taskFieldsOf = (v: TaskFormValues): TaskFieldsInput => ({
  Summary: v.Summary,
  Description: v.Description,
  // An unpicked type is left for the schema to name.
  TypeId: (v.TypeId === "" ? undefined : v.TypeId) as TaskFieldsInput["TypeId"],
  PriorityId: v.PriorityId as TaskFieldsInput["PriorityId"],
  ProjectId: v.Project?.Id ?? null,
  LocationId: v.Location?.Id ?? null,
  AssigneeId: v.Assignee?.Id ?? null,
  DriverId: v.Driver?.Id ?? null,
  EmployeeId: v.Employee?.Id ?? null,
  PlannedDate: fromLocalInput(v.PlannedDate),
  DueDate: fromLocalInput(v.DueDate),
  FollowOnDate: fromLocalInput(v.FollowOnDate),
  StartDateTime: fromLocalInput(v.StartDateTime),
  EndDateTime: fromLocalInput(v.EndDateTime),
  WorkFlow: v.WorkFlow,
  Region: v.Region,
  Vehicle: v.Vehicle,
  ParentTaskId: v.Parent?.Id ?? null,
  ReviewLevels: v.ReviewLevels,
  Recurrence: v.IsRecurring
    ? {
        Every: v.RecurrenceEvery.trim() === "" ? Number.NaN : Number(v.RecurrenceEvery),
        Unit: v.RecurrenceUnit,
        Until: v.RecurrenceUntil || null,
      }
    : null,
});

/** How the dialog treats each body field: shown or not, and whether it may be typed in. */
export type FieldFormState = { isShown: boolean; isEditable: boolean };

/**
 * A new task shows the fields the caller may fill (Read-write or Complete; summary and type always); an edit
 * shows every field they may see, editable where Read-write.
 */
export const fieldFormState = (
  key: keyof TaskFields,
  access: TaskFieldAccess,
  isEdit: boolean,
): FieldFormState => {
  const fieldId: TaskFieldIdValue | null = fieldIdOfKey(key);
  if (fieldId === null) return { isShown: true, isEditable: true };
  const mode = fieldModeOf(access, fieldId);
  if (!isEdit) {
    const isSettable = key === "Summary" || key === "TypeId" || isFieldSettableOnCreate(mode);
    return { isShown: isSettable, isEditable: isSettable };
  }
  return { isShown: mode !== FieldAccessMode.NotVisible, isEditable: mode === FieldAccessMode.ReadWrite };
};

const BODY_KEYS = Object.keys(FORM_FIELD_OF) as (keyof TaskFields)[];

/** The edit call's body: the fields the caller may change that differ from the task as it was. */
export const toUpdateBody = (
  values: TaskFormValues,
  initial: TaskFormValues,
  id: number,
  access: TaskFieldAccess,
): UpdateTaskInput => {
  const now = taskFieldsOf(values);
  const before = taskFieldsOf(initial);
  const body: Record<string, unknown> = { Id: id };
  for (const key of BODY_KEYS)
    if (fieldFormState(key, access, true).isEditable && !sameFieldValue(key, before[key], now[key]))
      body[key] = now[key];
  return body as UpdateTaskInput;
};

/** A request field (or a schema issue's path) as the form names it: 'Recurrence.Every' is RecurrenceEvery. */
export const formFieldOf = (requestField: string): TaskFormField | null => {
  const [head, sub] = requestField.split(".");
  if (head === "Recurrence" && sub && ["Every", "Unit", "Until"].includes(sub))
    return `Recurrence${sub}` as TaskFormField;
  return FORM_FIELD_OF[head as keyof TaskFields] ?? null;
};

/**
 * Checks the dialog with the schema the server applies: a new task with CreateTaskSchema; an edit with
 * UpdateTaskSchema over the fields the caller sees (so the date order holds across them). Each issue lands
 * beside its field.
 */
export const taskFormResolver =
  (access: TaskFieldAccess, editId: number | null): Resolver<TaskFormValues> =>
  async (values) => {
    const fields = taskFieldsOf(values);
    const isEdit = editId !== null;
    const shown = Object.fromEntries(
      BODY_KEYS.filter((k) => fieldFormState(k, access, isEdit).isShown).map((k) => [k, fields[k]]),
    );
    const result = isEdit
      ? UpdateTaskSchema.safeParse({ Id: editId, ...shown })
      : CreateTaskSchema.safeParse(fields);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = formFieldOf(issue.path.map(String).join(".")) ?? "root";
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    // The date order is checked after the fields pass: say it at once, with the other problems.
    const dates = checkTaskDates({
      PlannedDate: fields.PlannedDate ?? null,
      DueDate: fields.DueDate ?? null,
      StartDateTime: fields.StartDateTime ?? null,
      EndDateTime: fields.EndDateTime ?? null,
    });
    if (!dates.ok) errors[dates.field] ??= { type: "custom", message: dates.message };
    return { values: {}, errors: errors as FieldErrors<TaskFormValues> };
  };
