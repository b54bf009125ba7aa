import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import {
  ChangeTaskStatusSchema,
  SetTransitionSchema,
  TaskIdQuerySchema,
  TaskListQuerySchema,
  TransitionMatrixQuerySchema,
} from "./tasks.schemas.ts";
import {
  ChangeTaskStatusReplySchema,
  TaskDetailSchema,
  TaskHistoryReplySchema,
  TaskListReplySchema,
  TransitionMatrixSchema,
} from "./tasks.replies.ts";

const TAG = "Tasks and work orders";
/** Task operations are children of Task Operations (portal-platform §3.7: 1049–1070). */
export const taskOperation = (moduleId: number, level: 1 | 2 = AccessRightType.ReadWrite) =>
  ({ kind: "module", moduleId, parentId: ModuleId.TaskOperations, level }) as const;

export const GetTaskListContract = defineContract({
  method: "POST",
  path: "/Task/GetTaskList",
  summary: "A page of the organisation's tasks and work orders, sorted and filtered on the server.",
  tag: TAG,
  access: taskOperation(ModuleId.TaskView, AccessRightType.ReadOnly),
  body: TaskListQuerySchema,
  reply: TaskListReplySchema,
});

export const GetTaskContract = defineContract({
  method: "GET",
  path: "/Task/GetTask",
  summary: "One task with the status moves the caller's role may make now (TaskDetail).",
  tag: TAG,
  access: taskOperation(ModuleId.TaskView, AccessRightType.ReadOnly),
  query: TaskIdQuerySchema,
  reply: TaskDetailSchema,
});

export const ChangeTaskStatusContract = defineContract({
  method: "POST",
  path: "/Task/ChangeStatus",
  summary:
    "Moves a task to another status when the caller's role's transition row allows it; records history and an event.",
  tag: TAG,
  access: taskOperation(ModuleId.TaskView, AccessRightType.ReadOnly),
  body: ChangeTaskStatusSchema,
  reply: ChangeTaskStatusReplySchema,
});

export const GetTaskHistoryContract = defineContract({
  method: "GET",
  path: "/Task/GetTaskHistory",
  summary: "Who changed what on a task, and when, newest first (TaskHistoryEntry[]).",
  tag: TAG,
  access: taskOperation(ModuleId.TaskHistory, AccessRightType.ReadOnly),
  query: TaskIdQuerySchema,
  reply: TaskHistoryReplySchema,
});

const SETTINGS_READ = {
  kind: "module",
  moduleId: ModuleId.Settings,
  parentId: ModuleId.Admin,
  level: AccessRightType.ReadOnly,
} as const;

export const GetTransitionMatrixContract = defineContract({
  method: "GET",
  path: "/TaskConfiguration/GetTransitionMatrix",
  summary:
    "The status-transition rows of a task type by role, with the 'All Access' rows (TransitionMatrix).",
  tag: TAG,
  access: SETTINGS_READ,
  query: TransitionMatrixQuerySchema,
  reply: TransitionMatrixSchema,
});

export const SetTransitionContract = defineContract({
  method: "POST",
  path: "/TaskConfiguration/SetTransition",
  summary:
    "Turns a transition on or off for a role, or for every role with RoleId 0; answers the new matrix.",
  tag: TAG,
  access: { ...SETTINGS_READ, level: AccessRightType.ReadWrite },
  body: SetTransitionSchema,
  reply: TransitionMatrixSchema,
});
