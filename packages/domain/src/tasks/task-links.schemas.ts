import { z } from "zod";
import { IdListSchema, RecordIdSchema } from "../shared/id.schemas.ts";

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

/** Who made a link and when (ISO 8601). */
type LinkStamp = { LinkId: number; LinkedAt: string; LinkedByName: string | null };

/**
 * A work order linked with this one. A link between two tasks reads from both: 'Outgoing' when it was made on
 * this task, 'Incoming' when it was made on the other.
 */
export type LinkedTaskRow = LinkStamp & {
  TaskId: number;
  WorkOrderNumber: string;
  Summary: string;
  StatusId: number;
  StatusName: string;
  Direction: "Outgoing" | "Incoming";
};

export type LinkedAssetRow = LinkStamp & {
  AssetId: number;
  AssetTag: string;
  Name: string;
  Category: string;
};

export type TaskLinks = { TaskId: number; Tasks: LinkedTaskRow[]; Assets: LinkedAssetRow[] };

export type TaskLinkReply = { StatusCode: number; StatusMessage: string; Links: TaskLinks };

/** A task in a hierarchy: its number, summary and status, and how many sub-tasks it has. */
export type TaskHierarchyNode = {
  Id: number;
  WorkOrderNumber: string;
  Summary: string;
  StatusId: number;
  StatusName: string;
  ChildCount: number;
};

/** A task with the chain of tasks above it (the top first) and its direct sub-tasks. */
export type TaskHierarchy = {
  Task: TaskHierarchyNode;
  Ancestors: TaskHierarchyNode[];
  Children: TaskHierarchyNode[];
};

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
export type TaskShareRow = {
  EmployeeId: number;
  Name: string;
  Email: string;
  SharedById: number | null;
  SharedByName: string | null;
  Message: string | null;
  SharedAt: string;
};

export type ShareTaskReply = {
  StatusCode: number;
  StatusMessage: string;
  /** How many people it was newly shared with (0 when all of them had it already). */
  Added: number;
  Shares: TaskShareRow[];
};

/** People a task may be shared with: the organisation's active employees, by name or e-mail. */
export const SearchTaskSharePeopleSchema = z.object({
  Search: z.string().trim().max(200, "Search has at most 200 characters.").default(""),
  Limit: z.number().int().min(1).max(50).default(20),
});
export type SearchTaskSharePeopleInput = z.input<typeof SearchTaskSharePeopleSchema>;
export type TaskSharePerson = { Id: number; Name: string; Email: string };

/** A stretch of a task's life in one status. `To` is null while the task is still in it. */
export type TaskTimelineSegment = {
  StatusId: number | null;
  StatusName: string;
  From: string;
  To: string | null;
  DurationMs: number;
  /** Who put the task in this status (for the first, who created it). */
  ByName: string | null;
};

export const TaskTimelinePointKind = {
  Created: "Created",
  Planned: "Planned",
  Due: "Due",
  Completed: "Completed",
  /** When the review was approved at its last level: an approval is not a status. */
  Approved: "Approved",
} as const;
export type TaskTimelinePointKindValue = (typeof TaskTimelinePointKind)[keyof typeof TaskTimelinePointKind];

export type TaskTimelinePoint = { Kind: TaskTimelinePointKindValue; Label: string; At: string };

export type TaskTimeline = {
  TaskId: number;
  /** The server's time the open segment is measured to. */
  Now: string;
  Segments: TaskTimelineSegment[];
  Points: TaskTimelinePoint[];
};
