import { defineContract } from "../../shared/contract.ts";
import { AccessRightType, ModuleId } from "../../permissions/permissions.enums.ts";
import { taskOperation } from "../tasks.contract.ts";
import { TaskIdQuerySchema } from "../tasks.schemas.ts";
import {
  AddTaskLinkSchema,
  RemoveTaskLinkReplySchema,
  RemoveTaskLinkSchema,
  SearchTaskSharePeopleSchema,
  ShareTaskReplySchema,
  ShareTaskSchema,
  TaskHierarchySchema,
  TaskLinkReplySchema,
  TaskLinksSchema,
  TaskSharePeopleReplySchema,
  TaskSharesReplySchema,
  TaskTimelineSchema,
} from "./task-links.schemas.ts";

const TAG = "Tasks and work orders";

export const GetTaskLinksContract = defineContract({
  method: "GET",
  path: "/Task/GetTaskLinks",
  summary:
    "The work orders linked with a task (links made on either end) and the assets linked to it (TaskLinks).",
  tag: TAG,
  access: taskOperation(ModuleId.TaskView, AccessRightType.ReadOnly),
  query: TaskIdQuerySchema,
  reply: TaskLinksSchema,
});

export const AddTaskLinkContract = defineContract({
  method: "POST",
  path: "/Task/AddTaskLink",
  summary:
    "Links a task to another work order or to an asset of the organisation; a link that exists already (either way round) is a 409 (TaskLinkReply).",
  tag: TAG,
  access: taskOperation(ModuleId.TaskLink),
  body: AddTaskLinkSchema,
  reply: TaskLinkReplySchema,
});

export const RemoveTaskLinkContract = defineContract({
  method: "POST",
  path: "/Task/RemoveTaskLink",
  summary: "Removes a link; both linked work orders keep a history line of it (StatusReply).",
  tag: TAG,
  access: taskOperation(ModuleId.TaskLink),
  body: RemoveTaskLinkSchema,
  reply: RemoveTaskLinkReplySchema,
});

export const GetTaskHierarchyContract = defineContract({
  method: "GET",
  path: "/Task/GetTaskHierarchy",
  summary: "A task's parents up to the top, and its direct sub-tasks, each with its status (TaskHierarchy).",
  tag: TAG,
  access: taskOperation(ModuleId.TaskHierarchy, AccessRightType.ReadOnly),
  query: TaskIdQuerySchema,
  reply: TaskHierarchySchema,
});

export const ShareTaskContract = defineContract({
  method: "POST",
  path: "/Task/ShareTask",
  summary:
    "Shares a task with 1–20 colleagues, with an optional message; sharing again with someone who has it changes nothing (ShareTaskReply).",
  tag: TAG,
  access: taskOperation(ModuleId.TaskShare),
  body: ShareTaskSchema,
  reply: ShareTaskReplySchema,
});

export const GetTaskSharesContract = defineContract({
  method: "GET",
  path: "/Task/GetTaskShares",
  summary: "The people a task is shared with, by whom and when (TaskShareRow[]).",
  tag: TAG,
  access: taskOperation(ModuleId.TaskShare, AccessRightType.ReadOnly),
  query: TaskIdQuerySchema,
  reply: TaskSharesReplySchema,
});

export const SearchTaskSharePeopleContract = defineContract({
  method: "POST",
  path: "/Task/SearchSharePeople",
  summary:
    "Active employees of the organisation a task may be shared with, by name or e-mail (TaskSharePerson[]).",
  tag: TAG,
  access: taskOperation(ModuleId.TaskShare),
  body: SearchTaskSharePeopleSchema,
  reply: TaskSharePeopleReplySchema,
});

export const GetTaskTimelineContract = defineContract({
  method: "GET",
  path: "/Task/GetTaskTimeline",
  summary:
    "A task's life as one segment per status it was in (from, to, how long, moved by whom) with its created, planned, due and completed points (TaskTimeline).",
  tag: TAG,
  access: taskOperation(ModuleId.TaskTimeline, AccessRightType.ReadOnly),
  query: TaskIdQuerySchema,
  reply: TaskTimelineSchema,
});
