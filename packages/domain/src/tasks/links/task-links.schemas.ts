import { z } from "zod";
import { enumSchema } from "../../shared/enum-schema.ts";
import { IdListSchema, RecordIdSchema } from "../../shared/id.schemas.ts";

/**
 * A task's links, sub-tasks, shares and timeline: what a work order is connected to, who it was passed to, and
 * how it spent its life.
 */

/** A link from a task to exactly one other thing: another task of the organisation, or one of its assets. */
export const AddTaskLinkSchema = z
  .object({
    TaskId: RecordIdSchema,
    LinkedTaskId: RecordIdSchema.nullish().transform((v) => v ?? null),
    AssetId: RecordIdSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine((v, issue) => {
    if (v.LinkedTaskId === null && v.AssetId === null)
      issue.addIssue({
        code: "custom",
        path: ["LinkedTaskId"],
        message: "Choose a work order or an asset to link.",
      });
    else if (v.LinkedTaskId !== null && v.AssetId !== null)
      issue.addIssue({
        code: "custom",
        path: ["AssetId"],
        message: "A link joins one work order or one asset, not both.",
      });
    else if (v.LinkedTaskId === v.TaskId)
      issue.addIssue({
        code: "custom",
        path: ["LinkedTaskId"],
        message: "A work order cannot be linked to itself.",
      });
  });
export type AddTaskLink = z.infer<typeof AddTaskLinkSchema>;
export type AddTaskLinkInput = z.input<typeof AddTaskLinkSchema>;

export const RemoveTaskLinkSchema = z.object({ LinkId: RecordIdSchema });
export type RemoveTaskLinkInput = z.input<typeof RemoveTaskLinkSchema>;

const Id = z.number().int();
/** A point in time, ISO 8601. */
const Instant = z.string();

/** Who made a link and when (ISO 8601). */
const LinkStampSchema = z.object({ LinkId: Id, LinkedAt: Instant, LinkedByName: z.string().nullable() });

/**
 * A work order linked with this one. A link between two tasks reads from both: 'Outgoing' when it was made on
 * this task, 'Incoming' when it was made on the other.
 */
export const LinkedTaskRowSchema = LinkStampSchema.extend({
  TaskId: Id,
  WorkOrderNumber: z.string(),
  Summary: z.string(),
  StatusId: z.number().int(),
  StatusName: z.string(),
  Direction: z.enum(["Outgoing", "Incoming"]),
});
export type LinkedTaskRow = z.infer<typeof LinkedTaskRowSchema>;

export const LinkedAssetRowSchema = LinkStampSchema.extend({
  AssetId: Id,
  AssetTag: z.string(),
  Name: z.string(),
  Category: z.string(),
});
export type LinkedAssetRow = z.infer<typeof LinkedAssetRowSchema>;

export const TaskLinksSchema = z.object({
  TaskId: Id,
  Tasks: z.array(LinkedTaskRowSchema),
  Assets: z.array(LinkedAssetRowSchema),
});
export type TaskLinks = z.infer<typeof TaskLinksSchema>;

const StatusFields = { StatusCode: z.number().int(), StatusMessage: z.string() };

export const TaskLinkReplySchema = z.object({ ...StatusFields, Links: TaskLinksSchema });
export type TaskLinkReply = z.infer<typeof TaskLinkReplySchema>;

/** A removed link: what happened (the links are read again by the caller). */
export const RemoveTaskLinkReplySchema = z.object(StatusFields);

/** A task in a hierarchy: its number, summary and status, and how many sub-tasks it has. */
export const TaskHierarchyNodeSchema = z.object({
  Id,
  WorkOrderNumber: z.string(),
  Summary: z.string(),
  StatusId: z.number().int(),
  StatusName: z.string(),
  ChildCount: z.number().int(),
});
export type TaskHierarchyNode = z.infer<typeof TaskHierarchyNodeSchema>;

/** A task with the chain of tasks above it (the top first) and its direct sub-tasks. */
export const TaskHierarchySchema = z.object({
  Task: TaskHierarchyNodeSchema,
  Ancestors: z.array(TaskHierarchyNodeSchema),
  Children: z.array(TaskHierarchyNodeSchema),
});
export type TaskHierarchy = z.infer<typeof TaskHierarchySchema>;

/** At most this many people at once, so a share stays a deliberate act rather than a broadcast. */
export const TASK_SHARE_MAX_PEOPLE = 20;

export const ShareTaskSchema = z.object({
  TaskId: RecordIdSchema,
  EmployeeIds: IdListSchema(TASK_SHARE_MAX_PEOPLE, {
    empty: "Choose at least one person to share with.",
    tooMany: `Share with at most ${TASK_SHARE_MAX_PEOPLE} people at a time.`,
  }),
  Message: z
    .string()
    .trim()
    .max(1000, "Message has at most 1,000 characters.")
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ShareTask = z.infer<typeof ShareTaskSchema>;
export type ShareTaskInput = z.input<typeof ShareTaskSchema>;

/** One person a task is shared with. */
export const TaskShareRowSchema = z.object({
  EmployeeId: Id,
  Name: z.string(),
  Email: z.string(),
  SharedById: Id.nullable(),
  SharedByName: z.string().nullable(),
  Message: z.string().nullable(),
  SharedAt: Instant,
});
export type TaskShareRow = z.infer<typeof TaskShareRowSchema>;
export const TaskSharesReplySchema = z.array(TaskShareRowSchema);

export const ShareTaskReplySchema = z.object({
  ...StatusFields,
  /** How many people it was newly shared with (0 when all of them had it already). */
  Added: z.number().int(),
  Shares: z.array(TaskShareRowSchema),
});
export type ShareTaskReply = z.infer<typeof ShareTaskReplySchema>;

/** People a task may be shared with: the organisation's active employees, by name or e-mail. */
export const SearchTaskSharePeopleSchema = z.object({
  Search: z.string().trim().max(200, "Search has at most 200 characters.").default(""),
  Limit: z.number().int().min(1).max(50).default(20),
});
export type SearchTaskSharePeopleInput = z.input<typeof SearchTaskSharePeopleSchema>;
export const TaskSharePersonSchema = z.object({ Id, Name: z.string(), Email: z.string() });
export type TaskSharePerson = z.infer<typeof TaskSharePersonSchema>;
export const TaskSharePeopleReplySchema = z.array(TaskSharePersonSchema);

/** A stretch of a task's life in one status. `To` is null while the task is still in it. */
export const TaskTimelineSegmentSchema = z.object({
  StatusId: z.number().int().nullable(),
  StatusName: z.string(),
  From: Instant,
  To: Instant.nullable(),
  DurationMs: z.number(),
  /** Who put the task in this status (for the first, who created it). */
  ByName: z.string().nullable(),
});
export type TaskTimelineSegment = z.infer<typeof TaskTimelineSegmentSchema>;

export const TaskTimelinePointKind = {
  Created: "Created",
  Planned: "Planned",
  Due: "Due",
  Completed: "Completed",
  /** When the review was approved at its last level: an approval is not a status. */
  Approved: "Approved",
} as const;
export type TaskTimelinePointKindValue = (typeof TaskTimelinePointKind)[keyof typeof TaskTimelinePointKind];

export const TaskTimelinePointSchema = z.object({
  Kind: enumSchema(TaskTimelinePointKind),
  Label: z.string(),
  At: Instant,
});
export type TaskTimelinePoint = z.infer<typeof TaskTimelinePointSchema>;

export const TaskTimelineSchema = z.object({
  TaskId: Id,
  /** The server's time the open segment is measured to. */
  Now: Instant,
  Segments: z.array(TaskTimelineSegmentSchema),
  Points: z.array(TaskTimelinePointSchema),
});
export type TaskTimeline = z.infer<typeof TaskTimelineSchema>;
