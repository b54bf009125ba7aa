import { defineContract } from "../../shared/contract.ts";
import { AccessRightType, ModuleId } from "../../permissions/permissions.enums.ts";
import { TaskIdQuerySchema } from "../tasks.schemas.ts";
import { taskOperation } from "../tasks.contract.ts";
import {
  ApprovalQueueQuerySchema,
  ApprovalQueueReplySchema,
  DecideApprovalSchema,
  MarkIncompleteSchema,
  ReopenTaskSchema,
  RequestApprovalSchema,
  SetTaskArchivedSchema,
  SetTaskLockSchema,
  TaskReviewReplySchema,
  TaskReviewSchema,
} from "./task-review.schemas.ts";

const TAG = "Task review and supervision";
const VIEW_TASKS = taskOperation(ModuleId.TaskView, AccessRightType.ReadOnly);

export const GetTaskReviewContract = defineContract({
  method: "GET",
  path: "/Task/GetTaskReview",
  summary:
    "A task's review: its state, its steps, and the review and supervision steps the caller may take now.",
  tag: TAG,
  access: VIEW_TASKS,
  query: TaskIdQuerySchema,
  reply: TaskReviewSchema,
});

export const RequestApprovalContract = defineContract({
  method: "POST",
  path: "/Task/RequestApproval",
  summary: "Sends a completed task to its first review level (its assignee, or anyone who may edit tasks).",
  tag: TAG,
  access: VIEW_TASKS,
  body: RequestApprovalSchema,
  reply: TaskReviewReplySchema,
});

export const DecideApprovalContract = defineContract({
  method: "POST",
  path: "/Task/DecideApproval",
  summary:
    "Approves or rejects the awaiting review step (the reviewer module of its level; never one's own request).",
  tag: TAG,
  access: VIEW_TASKS,
  body: DecideApprovalSchema,
  reply: TaskReviewReplySchema,
});

export const ReopenTaskContract = defineContract({
  method: "POST",
  path: "/Task/Reopen",
  summary: "Sends a completed or reviewed task back to In Progress.",
  tag: TAG,
  access: taskOperation(ModuleId.TaskReopen),
  body: ReopenTaskSchema,
  reply: TaskReviewReplySchema,
});

export const MarkIncompleteContract = defineContract({
  method: "POST",
  path: "/Task/MarkIncomplete",
  summary:
    "Sends a completed task not yet approved back to In Progress, withdrawing an awaiting review step.",
  tag: TAG,
  access: taskOperation(ModuleId.TaskMarkIncomplete),
  body: MarkIncompleteSchema,
  reply: TaskReviewReplySchema,
});

export const SetTaskLockContract = defineContract({
  method: "POST",
  path: "/Task/SetLock",
  summary: "Locks a task (no status move and no review step until unlocked) or unlocks it.",
  tag: TAG,
  access: taskOperation(ModuleId.TaskLock),
  body: SetTaskLockSchema,
  reply: TaskReviewReplySchema,
});

export const SetTaskArchivedContract = defineContract({
  method: "POST",
  path: "/Task/SetArchived",
  summary: "Archives a task (kept and readable, but no status move and no review step) or restores it.",
  tag: TAG,
  access: taskOperation(ModuleId.TaskArchive),
  body: SetTaskArchivedSchema,
  reply: TaskReviewReplySchema,
});

export const GetApprovalQueueContract = defineContract({
  method: "POST",
  path: "/Task/GetApprovalQueue",
  summary:
    "A page of review steps: those the caller reviews (Queue 'Review') or asked for ('Requested'), by tab.",
  tag: TAG,
  access: VIEW_TASKS,
  body: ApprovalQueueQuerySchema,
  reply: ApprovalQueueReplySchema,
});
