import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import { TaskIdQuerySchema } from "./tasks.schemas.ts";
import { taskOperation } from "./tasks.contract.ts";
import {
  CreateTaskSchema,
  DeleteTaskSchema,
  TaskFieldAccessSchema,
  TaskPersonOptionsReplySchema,
  TaskPickerSearchSchema,
  TaskProjectOptionsReplySchema,
  UpdateTaskSchema,
} from "./task-writes.schemas.ts";
import {
  FieldRightsQuerySchema,
  FieldRightsSchema,
  ReviewTaskFieldSchema,
  SetFieldRightSchema,
} from "./status/task-field-access.schemas.ts";
import { TaskDeleteReplySchema, TaskEditViewSchema, TaskWriteReplySchema } from "./tasks.replies.ts";

const TAG = "Tasks and work orders";
const VIEW = taskOperation(ModuleId.TaskView, AccessRightType.ReadOnly);
const SETTINGS_READ = {
  kind: "module",
  moduleId: ModuleId.Settings,
  parentId: ModuleId.Admin,
  level: AccessRightType.ReadOnly,
} as const;

export const CreateTaskContract = defineContract({
  method: "POST",
  path: "/Task/CreateTask",
  summary:
    "A new task or work order with its standard fields; numbered WO-{year}-{n}, Assigned to Technician when it has an assignee (TaskWriteReply).",
  tag: TAG,
  access: taskOperation(ModuleId.TaskCreate),
  body: CreateTaskSchema,
  reply: TaskWriteReplySchema,
});

export const GetTaskForEditContract = defineContract({
  method: "GET",
  path: "/Task/GetTaskForEdit",
  summary:
    "A task's standard fields as the edit form shows them, with the caller's access mode to each; fields the caller cannot see are left out (TaskEditView).",
  tag: TAG,
  access: taskOperation(ModuleId.TaskEdit, AccessRightType.ReadOnly),
  query: TaskIdQuerySchema,
  reply: TaskEditViewSchema,
});

export const UpdateTaskContract = defineContract({
  method: "POST",
  path: "/Task/UpdateTask",
  summary:
    "Changes the fields sent (a field left out keeps its value); refused for a locked or archived task, a finished one without Edit Completed Task, and a field the caller's access does not let them change (TaskWriteReply).",
  tag: TAG,
  access: taskOperation(ModuleId.TaskEdit),
  body: UpdateTaskSchema,
  reply: TaskWriteReplySchema,
});

export const DeleteTaskContract = defineContract({
  method: "POST",
  path: "/Task/DeleteTask",
  summary:
    "Deletes a task that is not locked; its sub-tasks lose their parent; its history keeps a 'Deleted' entry.",
  tag: TAG,
  access: taskOperation(ModuleId.TaskDelete),
  body: DeleteTaskSchema,
  reply: TaskDeleteReplySchema,
});

export const ReviewTaskFieldContract = defineContract({
  method: "POST",
  path: "/Task/ReviewField",
  summary:
    "The action of the caller's access mode on one field: Accept or Reject its value (Reject with a comment), Reset it, or Complete it while empty (TaskWriteReply).",
  tag: TAG,
  access: VIEW,
  body: ReviewTaskFieldSchema,
  reply: TaskWriteReplySchema,
});

export const GetTaskFieldAccessContract = defineContract({
  method: "GET",
  path: "/Task/GetFieldAccess",
  summary:
    "The caller's access mode to each standard task field, as a new task's form applies it (TaskFieldAccess).",
  tag: TAG,
  access: VIEW,
  reply: TaskFieldAccessSchema,
});

export const SearchTaskPeopleContract = defineContract({
  method: "POST",
  path: "/Task/SearchPeople",
  summary:
    "Active employees of the organisation by name or e-mail, for a task's assignee, driver and employee (TaskPersonOption[]).",
  tag: TAG,
  access: VIEW,
  body: TaskPickerSearchSchema,
  reply: TaskPersonOptionsReplySchema,
});

export const SearchTaskProjectsContract = defineContract({
  method: "POST",
  path: "/Task/SearchProjects",
  summary:
    "Projects of the organisation that are not archived, by code or name, for a task's project (TaskProjectOption[]).",
  tag: TAG,
  access: VIEW,
  body: TaskPickerSearchSchema,
  reply: TaskProjectOptionsReplySchema,
});

export const GetFieldRightsContract = defineContract({
  method: "GET",
  path: "/TaskConfiguration/GetFieldRights",
  summary:
    "A role's access mode to each standard task field (no stored right: Read-write), and the organisation's roles (FieldRights).",
  tag: TAG,
  access: SETTINGS_READ,
  query: FieldRightsQuerySchema,
  reply: FieldRightsSchema,
});

export const SetFieldRightContract = defineContract({
  method: "POST",
  path: "/TaskConfiguration/SetFieldRight",
  summary: "Gives a role an access mode to one task field; it holds from the role's next call (FieldRights).",
  tag: TAG,
  access: { ...SETTINGS_READ, level: AccessRightType.ReadWrite },
  body: SetFieldRightSchema,
  reply: FieldRightsSchema,
});
