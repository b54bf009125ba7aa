import { z } from "zod";
import { IdQuerySchema, RecordIdSchema } from "../shared/id.schemas.ts";
import { ListQuerySchema } from "../lists/list.schemas.ts";
import { enumSchema } from "../shared/enum.ts";
import { DateRangeKind, TaskStatusIdSchema, WorkOrderTypeIdSchema } from "./tasks.enums.ts";
import type { AuditChange } from "../audit/audit.enums.ts";
import type { TaskFieldAccess, TaskRecurrence } from "./task-writes.schemas.ts";
import type { TaskFieldReviews } from "./task-field-access.schemas.ts";

/**
 * The task and work-order list: the list query, and the page's own conditions. Scope 'Mine' keeps the caller's
 * own assignments, 'Shared' the tasks shared with the caller; DateRange keeps planned dates in the future or the past (portal-platform §3.7 date range kinds).
 */
export const TaskListQuerySchema = ListQuerySchema.extend({
  Scope: z.enum(["All", "Mine", "Shared"]).default("All"),
  DateRange: enumSchema(DateRangeKind).default("all"),
  ProjectId: RecordIdSchema.nullish(),
});
export type TaskListQuery = z.infer<typeof TaskListQuerySchema>;
export type TaskListQueryInput = z.input<typeof TaskListQuerySchema>;

export type TaskListRow = {
  Id: number;
  WorkOrderNumber: string;
  Summary: string;
  TypeId: number;
  TypeName: string;
  StatusId: number;
  StatusName: string;
  PriorityId: number;
  PriorityName: string;
  ProjectId: number | null;
  ProjectName: string | null;
  LocationId: number | null;
  LocationName: string | null;
  AssigneeId: number | null;
  AssigneeName: string | null;
  /** Points in time, ISO 8601. */
  PlannedDate: string | null;
  DueDate: string | null;
  CompletedAt: string | null;
  IsOverdue: boolean;
  ReviewApprovalId: number | null;
  UpdatedAt: string;
};

/** A status the caller may move the task to now (its role's enabled transition rows). */
export type TaskMove = { ToStatusId: number; Label: string };

type HideableListField = "Summary" | "TypeId" | "TypeName" | "PriorityId" | "PriorityName";

/**
 * One task with every standard field, names resolved. A field the caller's role may not see (field access
 * NotVisible) is null, so the summary, type and priority are nullable here though a task always has them.
 */
export type TaskDetail = Omit<TaskListRow, HideableListField> & {
  Summary: string | null;
  TypeId: number | null;
  TypeName: string | null;
  PriorityId: number | null;
  PriorityName: string | null;
  Description: string | null;
  CreatedById: number | null;
  CreatedByName: string | null;
  CreatedAt: string;
  /** The moves the caller's role may make from the present status; none while locked or archived. */
  AllowedMoves: TaskMove[];
  WorkFlow: string | null;
  /** Points in time, ISO 8601. */
  FollowOnDate: string | null;
  StartDateTime: string | null;
  EndDateTime: string | null;
  DriverId: number | null;
  DriverName: string | null;
  EmployeeId: number | null;
  EmployeeName: string | null;
  Region: string | null;
  Vehicle: string | null;
  ParentTaskId: number | null;
  ParentWorkOrderNumber: string | null;
  ReviewLevels: number;
  IsLocked: boolean;
  Archived: boolean;
  Recurrence: TaskRecurrence | null;
  /** The caller's access mode to each standard field. */
  FieldAccess: TaskFieldAccess;
  /** Accept / Reject decisions on the present values of the fields the caller sees. */
  FieldReviews: TaskFieldReviews;
};

export const TaskIdQuerySchema = IdQuerySchema;

/** One status move; the server checks it against the caller's role's transition rows. */
export const ChangeTaskStatusSchema = z.object({
  TaskId: RecordIdSchema,
  ToStatusId: TaskStatusIdSchema,
  Comment: z.string().trim().max(1000, "A comment has at most 1,000 characters.").nullish(),
});
export type ChangeTaskStatusInput = z.input<typeof ChangeTaskStatusSchema>;
export type ChangeTaskStatusReply = { StatusCode: number; StatusMessage: string; Task: TaskDetail };

/** A history line of a task: who changed what, when. */
export type TaskHistoryEntry = {
  Id: number;
  Action: string;
  Summary: string;
  Changes: AuditChange[];
  ActorName: string | null;
  CreatedAt: string;
};

/** The transition matrix of one task type (TaskConfigurationManagement). */
export const TransitionMatrixQuerySchema = z.object({
  TaskTypeId: z.coerce.number<unknown>({ error: "TaskTypeId must be a number" }).pipe(WorkOrderTypeIdSchema),
});
export type TransitionMatrixRow = {
  FromStatusId: number;
  ToStatusId: number;
  TaskTypeId: number;
  RoleId: number;
  /** The role's name; 'All Access' for RoleId 0. */
  Role: string;
  RoleAccessId: number;
  IsEnabled: boolean;
};
export type TransitionMatrix = {
  TaskTypeId: number;
  Roles: { RoleId: number; Role: string }[];
  /** Per transition, its 'All Access' row first, then one row per role. */
  Rows: TransitionMatrixRow[];
};

/** Turns one transition on or off for a role, or for every role (RoleId 0, 'All Access'). */
export const SetTransitionSchema = z.object({
  TaskTypeId: WorkOrderTypeIdSchema,
  FromStatusId: TaskStatusIdSchema,
  ToStatusId: TaskStatusIdSchema,
  RoleId: z.number().int().min(0).max(2_147_483_647),
  IsEnabled: z.boolean(),
});
export type SetTransitionInput = z.input<typeof SetTransitionSchema>;
