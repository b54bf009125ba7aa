import { z } from "zod";
import { enumSchema, type EnumValue } from "../shared/enum.ts";
import { RecordIdSchema } from "../shared/id.schemas.ts";

/** A task on a project's plan: a bar from its planned to its due date. */
export type ProjectPlanTask = {
  Id: number;
  WorkOrderNumber: string;
  Summary: string;
  StatusId: number;
  StatusName: string;
  AssigneeId: number | null;
  AssigneeName: string | null;
  /** Points in time, ISO 8601. */
  PlannedDate: string | null;
  DueDate: string | null;
  IsOverdue: boolean;
  /** In a closed status (CLOSED_TASK_STATUSES). */
  IsDone: boolean;
};

/** A project's plan: its own dates and its tasks, by planned date (undated ones last). */
export type ProjectPlan = {
  ProjectId: number;
  Code: string;
  Name: string;
  /** Days, 'YYYY-MM-DD'. */
  StartDate: string | null;
  EndDate: string | null;
  Tasks: ProjectPlanTask[];
  /** The project has more tasks than one plan shows (PROJECT_PLAN_MAX_TASKS). */
  IsTruncated: boolean;
};

/** The most tasks a plan shows. */
export const PROJECT_PLAN_MAX_TASKS = 1_000;

/**
 * The parts people play in a project (project personas; portal-platform §3.6 names the ProjectPersonas
 * category). A fixed list: docs/decisions/projects-and-tickets.md, Project plan and people.
 */
export const ProjectPersona = {
  ProjectManager: "Project Manager",
  SiteSupervisor: "Site Supervisor",
  Engineer: "Engineer",
  Technician: "Technician",
  CustomerContact: "Customer Contact",
} as const;
export type ProjectPersonaValue = EnumValue<typeof ProjectPersona>;
export const ProjectPersonaSchema = enumSchema(ProjectPersona);
export const PROJECT_PERSONAS: readonly ProjectPersonaValue[] = Object.values(ProjectPersona);

/** Someone's part in a project. */
export type ProjectPersonaRow = {
  Id: number;
  EmployeeId: number;
  EmployeeName: string;
  Email: string;
  Persona: ProjectPersonaValue;
  /** A point in time, ISO 8601. */
  AddedAt: string;
};

export const AddProjectPersonaSchema = z.object({
  ProjectId: RecordIdSchema,
  EmployeeId: RecordIdSchema,
  Persona: ProjectPersonaSchema,
});
export type AddProjectPersona = z.infer<typeof AddProjectPersonaSchema>;

export const RemoveProjectPersonaSchema = z.object({ ProjectId: RecordIdSchema, Id: RecordIdSchema });
export type RemoveProjectPersona = z.infer<typeof RemoveProjectPersonaSchema>;

export type ProjectPersonasReply = {
  StatusCode: number;
  StatusMessage: string;
  Personas: ProjectPersonaRow[];
};
