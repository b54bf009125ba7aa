import { z } from "zod";
import { RecordIdSchema } from "../shared/id.schemas.ts";
import { TaskFieldId, TaskPriority, type TaskFieldIdValue, type TaskTimeUnitValue } from "./tasks.enums.ts";
import {
  FieldAccessModeSchema,
  TaskFieldIdSchema,
  TaskPriorityIdSchema,
  TaskTimeUnitSchema,
  WorkOrderTypeIdSchema,
} from "./tasks.enum-schemas.ts";

/** A point in time in a body: ISO 8601 with its offset; empty or null means none. */
const OptionalInstantSchema = z
  .union([
    z.literal(""),
    z.iso.datetime({ offset: true, error: "Dates are ISO 8601 points in time, e.g. 2026-11-24T09:00:00Z." }),
  ])
  .nullish()
  .transform((v) => (v ? v : null));

const OptionalDaySchema = z
  .union([z.literal(""), z.iso.date({ error: "Dates read YYYY-MM-DD." })])
  .nullish()
  .transform((v) => (v ? v : null));

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} has at most ${max.toLocaleString("en-US")} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Recurrence: a new task every `Every` `Unit`s (task time units), until the day `Until` when given. */
export const TaskRecurrenceSchema = z.object({
  Every: z
    .number({ error: "Every must be a number." })
    .int("Every must be a whole number.")
    .min(1, "Every is at least 1.")
    .max(366, "Every is at most 366."),
  Unit: TaskTimeUnitSchema,
  Until: OptionalDaySchema,
});
export type TaskRecurrence = z.infer<typeof TaskRecurrenceSchema>;

/** A stored recurrence as a reply carries it (the same shape as TaskRecurrence, without the body's rules). */
export const StoredTaskRecurrenceSchema = z.object({
  Every: z.number().int(),
  Unit: TaskTimeUnitSchema,
  /** A day, 'YYYY-MM-DD'. */
  Until: z.string().nullable(),
});

/**
 * The standard fields of a task (portal-platform §3.6) as a form or a bulk row sends them. Summary is the
 * TaskSummary field, TypeId the WoType field, WorkFlow the workflow's name.
 */
export const TaskFieldsSchema = z.object({
  Summary: z
    .string({ error: "Summary is required." })
    .trim()
    .min(1, "Summary is required.")
    .max(200, "Summary has at most 200 characters."),
  Description: optionalText("Description", 4000),
  TypeId: WorkOrderTypeIdSchema,
  PriorityId: TaskPriorityIdSchema.default(TaskPriority.Medium),
  ProjectId: RecordIdSchema.nullish().transform((v) => v ?? null),
  LocationId: RecordIdSchema.nullish().transform((v) => v ?? null),
  AssigneeId: RecordIdSchema.nullish().transform((v) => v ?? null),
  DriverId: RecordIdSchema.nullish().transform((v) => v ?? null),
  EmployeeId: RecordIdSchema.nullish().transform((v) => v ?? null),
  PlannedDate: OptionalInstantSchema,
  DueDate: OptionalInstantSchema,
  FollowOnDate: OptionalInstantSchema,
  StartDateTime: OptionalInstantSchema,
  EndDateTime: OptionalInstantSchema,
  WorkFlow: optionalText("WorkFlow", 100),
  Region: optionalText("Region", 100),
  Vehicle: optionalText("Vehicle", 100),
  ParentTaskId: RecordIdSchema.nullish().transform((v) => v ?? null),
  ReviewLevels: z
    .number({ error: "ReviewLevels must be a number." })
    .int()
    .min(1, "ReviewLevels is 1, 2 or 3.")
    .max(3, "ReviewLevels is 1, 2 or 3.")
    .default(1),
  Recurrence: TaskRecurrenceSchema.nullish().transform((v) => v ?? null),
});
export type TaskFields = z.infer<typeof TaskFieldsSchema>;
export type TaskFieldsInput = z.input<typeof TaskFieldsSchema>;

/** Date order a task keeps: due not before planned, end not before start (refused on the later field). */
export const checkTaskDates = (
  v: Pick<TaskFields, "PlannedDate" | "DueDate" | "StartDateTime" | "EndDateTime">,
): { ok: true } | { ok: false; field: "DueDate" | "EndDateTime"; message: string } => {
  const before = (a: string | null, b: string | null) =>
    a !== null && b !== null && new Date(b).getTime() < new Date(a).getTime();
  if (before(v.PlannedDate, v.DueDate))
    return { ok: false, field: "DueDate", message: "DueDate cannot be before the planned date." };
  if (before(v.StartDateTime, v.EndDateTime))
    return { ok: false, field: "EndDateTime", message: "EndDateTime cannot be before the start." };
  return { ok: true };
};

const withTaskDateRule = <T extends z.ZodType<TaskFields>>(schema: T) =>
  schema.superRefine((value, issue) => {
    const check = checkTaskDates(value);
    if (!check.ok) issue.addIssue({ code: "custom", path: [check.field], message: check.message });
  });

export const CreateTaskSchema = withTaskDateRule(TaskFieldsSchema);
export type CreateTask = z.infer<typeof CreateTaskSchema>;
export type CreateTaskInput = z.input<typeof CreateTaskSchema>;

/**
 * The standard fields as an edit sends them: each may be left out, and a field left out keeps its value (a
 * field the caller cannot see is never sent; one they may not change may come, unchanged).
 */
const { PriorityId: priorityWithDefault, ReviewLevels: reviewLevelsWithDefault } = TaskFieldsSchema.shape;
export const TaskFieldChangesSchema = TaskFieldsSchema.extend({
  PriorityId: priorityWithDefault.unwrap(),
  ReviewLevels: reviewLevelsWithDefault.unwrap(),
}).partial();
export type TaskFieldChanges = z.infer<typeof TaskFieldChangesSchema>;

/** An edit: the task's id and the fields it changes (or shows); the date order holds where both dates come. */
export const UpdateTaskSchema = TaskFieldChangesSchema.extend({ Id: RecordIdSchema }).superRefine(
  (value, issue) => {
    const check = checkTaskDates({
      PlannedDate: value.PlannedDate ?? null,
      DueDate: value.DueDate ?? null,
      StartDateTime: value.StartDateTime ?? null,
      EndDateTime: value.EndDateTime ?? null,
    });
    if (!check.ok) issue.addIssue({ code: "custom", path: [check.field], message: check.message });
  },
);
export type UpdateTask = z.infer<typeof UpdateTaskSchema>;
export type UpdateTaskInput = z.input<typeof UpdateTaskSchema>;

export const DeleteTaskSchema = z.object({ Id: RecordIdSchema });
export type DeleteTaskInput = z.input<typeof DeleteTaskSchema>;

/** The body field each standard field id is written through. */
export const TASK_FIELD_KEYS: Readonly<Record<TaskFieldIdValue, keyof TaskFields>> = {
  [TaskFieldId.Project]: "ProjectId",
  [TaskFieldId.Location]: "LocationId",
  [TaskFieldId.Priority]: "PriorityId",
  [TaskFieldId.PlannedDate]: "PlannedDate",
  [TaskFieldId.DueDate]: "DueDate",
  [TaskFieldId.Description]: "Description",
  [TaskFieldId.TaskSummary]: "Summary",
  [TaskFieldId.WoType]: "TypeId",
  [TaskFieldId.WorkFlow]: "WorkFlow",
  [TaskFieldId.Assignee]: "AssigneeId",
  [TaskFieldId.FollowOnDate]: "FollowOnDate",
  [TaskFieldId.StartDateTime]: "StartDateTime",
  [TaskFieldId.EndDateTime]: "EndDateTime",
  [TaskFieldId.Driver]: "DriverId",
  [TaskFieldId.Employee]: "EmployeeId",
  [TaskFieldId.Region]: "Region",
  [TaskFieldId.Vehicle]: "Vehicle",
};

/** The labels people read for the standard fields (forms, history, the field-rights screen). */
export const TASK_FIELD_LABELS: Readonly<Record<TaskFieldIdValue, string>> = {
  [TaskFieldId.Project]: "Project",
  [TaskFieldId.Location]: "Location",
  [TaskFieldId.Priority]: "Priority",
  [TaskFieldId.PlannedDate]: "Planned date",
  [TaskFieldId.DueDate]: "Due date",
  [TaskFieldId.Description]: "Description",
  [TaskFieldId.TaskSummary]: "Summary",
  [TaskFieldId.WoType]: "Work-order type",
  [TaskFieldId.WorkFlow]: "Workflow",
  [TaskFieldId.Assignee]: "Assignee",
  [TaskFieldId.FollowOnDate]: "Follow-on date",
  [TaskFieldId.StartDateTime]: "Start",
  [TaskFieldId.EndDateTime]: "End",
  [TaskFieldId.Driver]: "Driver",
  [TaskFieldId.Employee]: "Employee",
  [TaskFieldId.Region]: "Region",
  [TaskFieldId.Vehicle]: "Vehicle",
};

/** The caller's access mode to each standard field of a task (no entry: ReadWrite). */
export const TaskFieldAccessSchema = z.partialRecord(TaskFieldIdSchema, FieldAccessModeSchema);
export type TaskFieldAccess = z.infer<typeof TaskFieldAccessSchema>;

const UNIT_WORDS: Readonly<Record<TaskTimeUnitValue, [one: string, many: string]>> = {
  Minute: ["minute", "minutes"],
  Day: ["day", "days"],
  Week: ["week", "weeks"],
  Month: ["month", "months"],
  Quarter: ["quarter", "quarters"],
  Year: ["year", "years"],
};

/** A recurrence as people read it: 'Every day', 'Every 2 weeks until 2026-12-31'. */
export const recurrenceText = (r: TaskRecurrence | null): string | null => {
  if (r === null) return null;
  const [one, many] = UNIT_WORDS[r.Unit];
  const every = r.Every === 1 ? `Every ${one}` : `Every ${r.Every} ${many}`;
  return r.Until ? `${every} until ${r.Until}` : every;
};

/** A picker's search in the task form: the first `Limit` matches of a text. */
export const TaskPickerSearchSchema = z.object({
  Search: z.string().trim().max(200, "A search has at most 200 characters.").default(""),
  Limit: z.number().int().min(1).max(50).default(20),
});
export type TaskPickerSearchInput = z.input<typeof TaskPickerSearchSchema>;
export const TaskPersonOptionSchema = z.object({ Id: z.number().int(), Name: z.string(), Email: z.string() });
export type TaskPersonOption = z.infer<typeof TaskPersonOptionSchema>;
export const TaskPersonOptionsReplySchema = z.array(TaskPersonOptionSchema);
export const TaskProjectOptionSchema = z.object({ Id: z.number().int(), Code: z.string(), Name: z.string() });
export type TaskProjectOption = z.infer<typeof TaskProjectOptionSchema>;
export const TaskProjectOptionsReplySchema = z.array(TaskProjectOptionSchema);
