import { defineContract } from "../shared/contract.ts";
import { IdQuerySchema } from "../shared/id.schemas.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import { projectOperation } from "./projects.contract.ts";
import {
  AddProjectPersonaSchema,
  ProjectPersonaRowsReplySchema,
  ProjectPersonasReplySchema,
  ProjectPlanSchema,
  RemoveProjectPersonaSchema,
} from "./project-plan.schemas.ts";

const TAG = "Projects";
const READ = { kind: "module", moduleId: ModuleId.Projects, level: AccessRightType.ReadOnly } as const;

export const GetProjectPlanContract = defineContract({
  method: "GET",
  path: "/Project/GetProjectPlan",
  summary: "A project's tasks with their planned and due dates, for its timeline (ProjectPlan).",
  tag: TAG,
  access: READ,
  query: IdQuerySchema,
  reply: ProjectPlanSchema,
});

export const GetProjectPersonasContract = defineContract({
  method: "GET",
  path: "/Project/GetProjectPersonas",
  summary: "The people of a project and the part each plays in it (ProjectPersonaRow[]).",
  tag: TAG,
  access: READ,
  query: IdQuerySchema,
  reply: ProjectPersonaRowsReplySchema,
});

export const AddProjectPersonaContract = defineContract({
  method: "POST",
  path: "/Project/AddProjectPersona",
  summary: "Gives an employee a part in a project that is not archived (ProjectPersonasReply).",
  tag: TAG,
  access: projectOperation(ModuleId.ProjectEdit),
  body: AddProjectPersonaSchema,
  reply: ProjectPersonasReplySchema,
});

export const RemoveProjectPersonaContract = defineContract({
  method: "POST",
  path: "/Project/RemoveProjectPersona",
  summary: "Takes a part in a project away from its employee (ProjectPersonasReply).",
  tag: TAG,
  access: projectOperation(ModuleId.ProjectEdit),
  body: RemoveProjectPersonaSchema,
  reply: ProjectPersonasReplySchema,
});
