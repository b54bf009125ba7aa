import { z } from "zod";
import { RecordIdSchema } from "../shared/id.schemas.ts";
import { ListQuerySchema } from "../lists/list.schemas.ts";
import { ApprovalLabel } from "./tasks.enums.ts";
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

/** One review step as the task's Review section shows it. */
export type TaskReviewStep = {
  Id: number;
  Level: number;
  StateId: number;
  /** 'Awaiting Approval', 'Approved' or 'Rejected'. */
  Label: string;
  RequestedById: number | null;
  RequestedByName: string | null;
  RequestedAt: string;
  RequestComment: string | null;
  ReviewerId: number | null;
  ReviewerName: string | null;
  DecidedAt: string | null;
  DecisionComment: string | null;
};

/** A task's review state, its steps (oldest first), and what the caller may do now (GetTaskReview). */
export type TaskReview = ReviewCapabilities & {
  TaskId: number;
  WorkOrderNumber: string;
  StatusId: number;
  ReviewApprovalId: number | null;
  ReviewApprovalLabel: string | null;
  ReviewLevels: number;
  /** The level awaiting a decision; null when none is. */
  AwaitingLevel: number | null;
  IsLocked: boolean;
  IsArchived: boolean;
  Steps: TaskReviewStep[];
};

/** The answer of every review and supervision step: what happened, and the review as it is now. */
export type TaskReviewReply = { StatusCode: number; StatusMessage: string; Review: TaskReview };

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
export type ApprovalQueueRow = {
  /** The step's id. */
  Id: number;
  TaskId: number;
  WorkOrderNumber: string;
  Summary: string;
  Level: number;
  Label: string;
  RequestedByName: string | null;
  RequestedAt: string;
  ReviewerName: string | null;
  DecidedAt: string | null;
  /** The decision's comment once decided, the request's before. */
  Comment: string | null;
};
