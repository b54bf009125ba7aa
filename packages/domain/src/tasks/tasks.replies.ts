import { z } from "zod";
import { AuditChangeSchema } from "../audit/audit.schemas.ts";
import { listReplySchema } from "../lists/list.schemas.ts";
import { TaskPriorityIdSchema, WorkOrderTypeIdSchema } from "./tasks.enum-schemas.ts";
import { StoredTaskRecurrenceSchema, TaskFieldAccessSchema } from "./task-writes.schemas.ts";
import { TaskFieldReviewsSchema } from "./status/task-field-access.schemas.ts";

/**
 * What the task calls answer: a task as the list and the detail show it, its history, the transition matrix,
 * and the replies of the writes. Reply schemas are plain (no transforms): the server checks and serialises its
 * answer with them.
 */

const Id = z.number().int();
/** A point in time, ISO 8601. */
const Instant = z.string();

export const TaskListRowSchema = z.object({
  Id,
  WorkOrderNumber: z.string(),
  Summary: z.string(),
  TypeId: z.number().int(),
  TypeName: z.string(),
  StatusId: z.number().int(),
  StatusName: z.string(),
  PriorityId: z.number().int(),
  PriorityName: z.string(),
  ProjectId: Id.nullable(),
  ProjectName: z.string().nullable(),
  LocationId: Id.nullable(),
  LocationName: z.string().nullable(),
  AssigneeId: Id.nullable(),
  AssigneeName: z.string().nullable(),
  PlannedDate: Instant.nullable(),
  DueDate: Instant.nullable(),
  CompletedAt: Instant.nullable(),
  IsOverdue: z.boolean(),
  ReviewApprovalId: z.number().int().nullable(),
  UpdatedAt: Instant,
});
export type TaskListRow = z.infer<typeof TaskListRowSchema>;

/** A page of the task list (ListReply<TaskListRow>). */
export const TaskListReplySchema = listReplySchema(TaskListRowSchema);

/** A status the caller may move the task to now (its role's enabled transition rows). */
export const TaskMoveSchema = z.object({ ToStatusId: z.number().int(), Label: z.string() });
export type TaskMove = z.infer<typeof TaskMoveSchema>;

/**
 * One task with every standard field, names resolved. A field the caller's role may not see (field access
 * NotVisible) is null, so the summary, type and priority are nullable here though a task always has them.
 */
export const TaskDetailSchema = TaskListRowSchema.extend({
  Summary: z.string().nullable(),
  TypeId: z.number().int().nullable(),
  TypeName: z.string().nullable(),
  PriorityId: z.number().int().nullable(),
  PriorityName: z.string().nullable(),
  Description: z.string().nullable(),
  CreatedById: Id.nullable(),
  CreatedByName: z.string().nullable(),
  CreatedAt: Instant,
  /** The moves the caller's role may make from the present status; none while locked or archived. */
  AllowedMoves: z.array(TaskMoveSchema),
  WorkFlow: z.string().nullable(),
  FollowOnDate: Instant.nullable(),
  StartDateTime: Instant.nullable(),
  EndDateTime: Instant.nullable(),
  DriverId: Id.nullable(),
  DriverName: z.string().nullable(),
  EmployeeId: Id.nullable(),
  EmployeeName: z.string().nullable(),
  Region: z.string().nullable(),
  Vehicle: z.string().nullable(),
  ParentTaskId: Id.nullable(),
  ParentWorkOrderNumber: z.string().nullable(),
  ReviewLevels: z.number().int(),
  IsLocked: z.boolean(),
  Archived: z.boolean(),
  Recurrence: StoredTaskRecurrenceSchema.nullable(),
  /** The caller's access mode to each standard field. */
  FieldAccess: TaskFieldAccessSchema,
  /** Accept / Reject decisions on the present values of the fields the caller sees. */
  FieldReviews: TaskFieldReviewsSchema,
});
export type TaskDetail = z.infer<typeof TaskDetailSchema>;

/** A step that answers the task as it now is. */
const taskReply = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Task: TaskDetailSchema,
});

export const ChangeTaskStatusReplySchema = taskReply;
export type ChangeTaskStatusReply = z.infer<typeof ChangeTaskStatusReplySchema>;

/** The answer of a create, an edit and a field action: what happened, and the task as it now is. */
export const TaskWriteReplySchema = taskReply;
export type TaskWriteReply = z.infer<typeof TaskWriteReplySchema>;

export const TaskDeleteReplySchema = z.object({ StatusCode: z.number().int(), StatusMessage: z.string() });
export type TaskDeleteReply = z.infer<typeof TaskDeleteReplySchema>;

/** A task's standard fields as an edit sends them (TaskFields), as the server answers them. */
const TaskFieldValuesSchema = z.object({
  Summary: z.string(),
  Description: z.string().nullable(),
  TypeId: WorkOrderTypeIdSchema,
  PriorityId: TaskPriorityIdSchema,
  ProjectId: Id.nullable(),
  LocationId: Id.nullable(),
  AssigneeId: Id.nullable(),
  DriverId: Id.nullable(),
  EmployeeId: Id.nullable(),
  PlannedDate: Instant.nullable(),
  DueDate: Instant.nullable(),
  FollowOnDate: Instant.nullable(),
  StartDateTime: Instant.nullable(),
  EndDateTime: Instant.nullable(),
  WorkFlow: z.string().nullable(),
  Region: z.string().nullable(),
  Vehicle: z.string().nullable(),
  ParentTaskId: Id.nullable(),
  ReviewLevels: z.number().int(),
  Recurrence: StoredTaskRecurrenceSchema.nullable(),
});

/**
 * A task with every standard field the caller may see, and what they may do with each (GetTaskForEdit). A field
 * the caller cannot see (NotVisible) is left out of Fields.
 */
export const TaskEditViewSchema = z.object({
  Task: TaskDetailSchema,
  Fields: TaskFieldValuesSchema.partial(),
  FieldAccess: TaskFieldAccessSchema,
});
export type TaskEditView = z.infer<typeof TaskEditViewSchema>;

/** A history line of a task: who changed what, when. */
export const TaskHistoryEntrySchema = z.object({
  Id,
  Action: z.string(),
  Summary: z.string(),
  Changes: z.array(AuditChangeSchema),
  ActorName: z.string().nullable(),
  CreatedAt: Instant,
});
export type TaskHistoryEntry = z.infer<typeof TaskHistoryEntrySchema>;
export const TaskHistoryReplySchema = z.array(TaskHistoryEntrySchema);

export const TransitionMatrixRowSchema = z.object({
  FromStatusId: z.number().int(),
  ToStatusId: z.number().int(),
  TaskTypeId: z.number().int(),
  RoleId: z.number().int(),
  /** The role's name; 'All Access' for RoleId 0. */
  Role: z.string(),
  RoleAccessId: z.number().int(),
  IsEnabled: z.boolean(),
});
export type TransitionMatrixRow = z.infer<typeof TransitionMatrixRowSchema>;

/** The transition matrix of one task type (TaskConfigurationManagement). */
export const TransitionMatrixSchema = z.object({
  TaskTypeId: z.number().int(),
  Roles: z.array(z.object({ RoleId: z.number().int(), Role: z.string() })),
  /** Per transition, its 'All Access' row first, then one row per role. */
  Rows: z.array(TransitionMatrixRowSchema),
});
export type TransitionMatrix = z.infer<typeof TransitionMatrixSchema>;
