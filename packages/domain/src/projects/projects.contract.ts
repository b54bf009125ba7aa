import { defineContract } from "../shared/contract.ts";
import { HistoryReplySchema } from "../audit/audit.schemas.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import {
  ArchiveProjectSchema,
  CreateProjectSchema,
  ProjectDetailSchema,
  ProjectHistoryQuerySchema,
  ProjectIdQuerySchema,
  ProjectListQuerySchema,
  ProjectListReplySchema,
  ProjectManagerOptionsReplySchema,
  ProjectWriteReplySchema,
  SearchProjectManagersSchema,
  UpdateProjectSchema,
} from "./projects.schemas.ts";

const TAG = "Projects";
const READ = { kind: "module", moduleId: ModuleId.Projects, level: AccessRightType.ReadOnly } as const;
/** Project operations are children of the Projects screen (create, edit, archive: 1061–1063). */
export const projectOperation = (moduleId: number) =>
  ({ kind: "module", moduleId, parentId: ModuleId.Projects, level: AccessRightType.ReadWrite }) as const;

export const GetProjectListContract = defineContract({
  method: "POST",
  path: "/Project/GetProjectList",
  summary:
    "A page of the organisation's projects with their task counts and progress; archived ones only when asked (ListReply<ProjectListRow>).",
  tag: TAG,
  access: READ,
  body: ProjectListQuerySchema,
  reply: ProjectListReplySchema,
});

export const GetProjectContract = defineContract({
  method: "GET",
  path: "/Project/GetProject",
  summary: "One project with its task counts and progress bucket (ProjectDetail).",
  tag: TAG,
  access: READ,
  query: ProjectIdQuerySchema,
  reply: ProjectDetailSchema,
});

export const CreateProjectContract = defineContract({
  method: "POST",
  path: "/Project/CreateProject",
  summary: "A new project; its code is unique in the organisation, whatever the case (ProjectWriteReply).",
  tag: TAG,
  access: projectOperation(ModuleId.ProjectCreate),
  body: CreateProjectSchema,
  reply: ProjectWriteReplySchema,
});

export const UpdateProjectContract = defineContract({
  method: "POST",
  path: "/Project/UpdateProject",
  summary: "Changes a project that is not archived (ProjectWriteReply).",
  tag: TAG,
  access: projectOperation(ModuleId.ProjectEdit),
  body: UpdateProjectSchema,
  reply: ProjectWriteReplySchema,
});

export const ArchiveProjectContract = defineContract({
  method: "POST",
  path: "/Project/ArchiveProject",
  summary: "Archives a project (Archived true) or brings it back (false) (ProjectWriteReply).",
  tag: TAG,
  access: projectOperation(ModuleId.ProjectArchive),
  body: ArchiveProjectSchema,
  reply: ProjectWriteReplySchema,
});

export const GetProjectHistoryContract = defineContract({
  method: "GET",
  path: "/Project/GetProjectHistory",
  summary: "A project's history, newest first, a page at a time (HistoryReply).",
  tag: TAG,
  access: READ,
  query: ProjectHistoryQuerySchema,
  reply: HistoryReplySchema,
});

export const SearchProjectManagersContract = defineContract({
  method: "POST",
  path: "/Project/SearchManagers",
  summary:
    "Employees of the organisation who may manage a project, by name or e-mail (ProjectManagerOption[]).",
  tag: TAG,
  access: READ,
  body: SearchProjectManagersSchema,
  reply: ProjectManagerOptionsReplySchema,
});
