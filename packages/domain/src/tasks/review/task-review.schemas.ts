import { z } from "zod";
import { RecordIdSchema } from "../../shared/id.schemas.ts";
import { listReplySchema, ListQuerySchema } from "../../lists/list.schemas.ts";
import { ApprovalLabel } from "../tasks.enums.ts";
import type { ReviewCapabilities } from "./task-review.rules.ts";

export const REVIEW_COMMENT_MAX = 1000;
const TOO_LONG = "A comment has at most 1,000 characters.";

/** A comment that may be left out (empty means none). */
const OptionalCommentSchema = z
  .string()
  .trim()
  .max(REVIEW_COMMENT_MAX, TOO_LONG)
  .nullish()
  .transform((v) => (v ? v : null));

/** A comment the step cannot go without: it tells the assignee why. */
const requiredComment = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(REVIEW_COMMENT_MAX, TOO_LONG);

export const REJECT_COMMENT_REQUIRED = "A comment is required to reject.";
export const REOPEN_COMMENT_REQUIRED = "A comment is required to reopen.";
export const INCOMPLETE_COMMENT_REQUIRED = "A comment is required to mark a work order incomplete.";

/** Sends a completed task to its first review level. */
export const RequestApprovalSchema = z.object({ TaskId: RecordIdSchema, Comment: OptionalCommentSchema });
export type RequestApprovalInput = z.input<typeof RequestApprovalSchema>;

export const ReviewDecisionSchema = z.enum(["Approved", "Rejected"]);

/** Decides the awaiting step; a rejection says why. */
export const DecideApprovalSchema = z
  .object({ TaskId: RecordIdSchema, Decision: ReviewDecisionSchema, Comment: OptionalCommentSchema })
  .superRefine((value, issue) => {
    if (value.Decision === "Rejected" && value.Comment === null)
      issue.addIssue({ code: "custom", path: ["Comment"], message: REJECT_COMMENT_REQUIRED });
  });
export type DecideApprovalInput = z.input<typeof DecideApprovalSchema>;

export const ReopenTaskSchema = z.object({
  TaskId: RecordIdSchema,
  Comment: requiredComment(REOPEN_COMMENT_REQUIRED),
});
export type ReopenTaskInput = z.input<typeof ReopenTaskSchema>;

export const MarkIncompleteSchema = z.object({
  TaskId: RecordIdSchema,
  Comment: requiredComment(INCOMPLETE_COMMENT_REQUIRED),
});
export type MarkIncompleteInput = z.input<typeof MarkIncompleteSchema>;

export const SetTaskLockSchema = z.object({ TaskId: RecordIdSchema, IsLocked: z.boolean() });
export type SetTaskLockInput = z.input<typeof SetTaskLockSchema>;

export const SetTaskArchivedSchema = z.object({ TaskId: RecordIdSchema, Archived: z.boolean() });
export type SetTaskArchivedInput = z.input<typeof SetTaskArchivedSchema>;

const Id = z.number().int();
/** A point in time, ISO 8601. */
const Instant = z.string();

/** One review step as the task's Review section shows it. */
export const TaskReviewStepSchema = z.object({
  Id,
  Level: z.number().int(),
  StateId: z.number().int(),
  /** 'Awaiting Approval', 'Approved' or 'Rejected'. */
  Label: z.string(),
  RequestedById: Id.nullable(),
  RequestedByName: z.string().nullable(),
  RequestedAt: Instant,
  RequestComment: z.string().nullable(),
  ReviewerId: Id.nullable(),
  ReviewerName: z.string().nullable(),
  DecidedAt: Instant.nullable(),
  DecisionComment: z.string().nullable(),
});
export type TaskReviewStep = z.infer<typeof TaskReviewStepSchema>;

/** What the caller may do now (ReviewCapabilities): each flag is the check its call makes. */
const ReviewCapabilitiesSchema = z.object({
  CanRequestApproval: z.boolean(),
  CanApprove: z.boolean(),
  CanReject: z.boolean(),
  CanReopen: z.boolean(),
  CanMarkIncomplete: z.boolean(),
  CanLock: z.boolean(),
  CanUnlock: z.boolean(),
  CanArchive: z.boolean(),
  CanRestore: z.boolean(),
} satisfies Record<keyof ReviewCapabilities, z.ZodBoolean>);

/** A task's review state, its steps (oldest first), and what the caller may do now (GetTaskReview). */
export const TaskReviewSchema = ReviewCapabilitiesSchema.extend({
  TaskId: Id,
  WorkOrderNumber: z.string(),
  StatusId: z.number().int(),
  ReviewApprovalId: z.number().int().nullable(),
  ReviewApprovalLabel: z.string().nullable(),
  ReviewLevels: z.number().int(),
  /** The level awaiting a decision; null when none is. */
  AwaitingLevel: z.number().int().nullable(),
  IsLocked: z.boolean(),
  IsArchived: z.boolean(),
  Steps: z.array(TaskReviewStepSchema),
});
export type TaskReview = z.infer<typeof TaskReviewSchema>;

/** The answer of every review and supervision step: what happened, and the review as it is now. */
export const TaskReviewReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Review: TaskReviewSchema,
});
export type TaskReviewReply = z.infer<typeof TaskReviewReplySchema>;

/** The two approval queues: the steps the caller reviews, and the ones they asked for. */
export const ApprovalQueueSchema = z.enum(["Review", "Requested"]);
export type ApprovalQueue = z.infer<typeof ApprovalQueueSchema>;

export const APPROVAL_TABS = [
  ApprovalLabel.AwaitingApproval,
  ApprovalLabel.Approved,
  ApprovalLabel.Rejected,
] as const;
export const ApprovalTabSchema = z.enum(APPROVAL_TABS);
export type ApprovalTab = z.infer<typeof ApprovalTabSchema>;

export const ApprovalQueueQuerySchema = ListQuerySchema.extend({
  Queue: ApprovalQueueSchema,
  Tab: ApprovalTabSchema.default(ApprovalLabel.AwaitingApproval),
});
export type ApprovalQueueQuery = z.infer<typeof ApprovalQueueQuerySchema>;
export type ApprovalQueueQueryInput = z.input<typeof ApprovalQueueQuerySchema>;

/** A row of a queue: one review step and its task. */
export const ApprovalQueueRowSchema = z.object({
  /** The step's id. */
  Id,
  TaskId: Id,
  WorkOrderNumber: z.string(),
  Summary: z.string(),
  Level: z.number().int(),
  Label: z.string(),
  RequestedByName: z.string().nullable(),
  RequestedAt: Instant,
  ReviewerName: z.string().nullable(),
  DecidedAt: Instant.nullable(),
  /** The decision's comment once decided, the request's before. */
  Comment: z.string().nullable(),
});
export type ApprovalQueueRow = z.infer<typeof ApprovalQueueRowSchema>;

/** A page of a queue (ListReply<ApprovalQueueRow>). */
export const ApprovalQueueReplySchema = listReplySchema(ApprovalQueueRowSchema);
