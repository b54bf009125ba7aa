import { z } from "zod";
import { IdQuerySchema, RecordIdSchema } from "../shared/id.schemas.ts";
import { ListQuerySchema } from "../lists/list.schemas.ts";
import { enumSchema } from "../shared/enum-schema.ts";
import { DateRangeKind } from "./tasks.enums.ts";
import { TaskStatusIdSchema, WorkOrderTypeIdSchema } from "./tasks.enum-schemas.ts";

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

export const TaskIdQuerySchema = IdQuerySchema;

/** One status move; the server checks it against the caller's role's transition rows. */
export const ChangeTaskStatusSchema = z.object({
  TaskId: RecordIdSchema,
  ToStatusId: TaskStatusIdSchema,
  Comment: z.string().trim().max(1000, "A comment has at most 1,000 characters.").nullish(),
});
export type ChangeTaskStatusInput = z.input<typeof ChangeTaskStatusSchema>;

/** The transition matrix of one task type (TaskConfigurationManagement). */
export const TransitionMatrixQuerySchema = z.object({
  TaskTypeId: z.coerce.number<unknown>({ error: "TaskTypeId must be a number" }).pipe(WorkOrderTypeIdSchema),
});

/** Turns one transition on or off for a role, or for every role (RoleId 0, 'All Access'). */
export const SetTransitionSchema = z.object({
  TaskTypeId: WorkOrderTypeIdSchema,
  FromStatusId: TaskStatusIdSchema,
  ToStatusId: TaskStatusIdSchema,
  RoleId: z.number().int().min(0).max(2_147_483_647),
  IsEnabled: z.boolean(),
});
export type SetTransitionInput = z.input<typeof SetTransitionSchema>;
