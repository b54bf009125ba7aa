import { z } from "zod";
import { type EnumValue } from "../shared/enum.ts";
import { enumSchema } from "../shared/enum-schema.ts";
import { RecordIdSchema } from "../shared/id.schemas.ts";

/** A task on a project's plan: a bar from its planned to its due date. */
export const ProjectPlanTaskSchema = z.object({
  Id: z.number().int(),
  WorkOrderNumber: z.string(),
  Summary: z.string(),
  StatusId: z.number().int(),
  StatusName: z.string(),
  AssigneeId: z.number().int().nullable(),
  AssigneeName: z.string().nullable(),
  /** Points in time, ISO 8601. */
  PlannedDate: z.string().nullable(),
  DueDate: z.string().nullable(),
  IsOverdue: z.boolean(),
  /** In a closed status (CLOSED_TASK_STATUSES). */
  IsDone: z.boolean(),
});
export type ProjectPlanTask = z.infer<typeof ProjectPlanTaskSchema>;

/** A project's plan: its own dates and its tasks, by planned date (undated ones last). */
export const ProjectPlanSchema = z.object({
  ProjectId: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  /** Days, 'YYYY-MM-DD'. */
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  Tasks: z.array(ProjectPlanTaskSchema),
  /** The project has more tasks than one plan shows (PROJECT_PLAN_MAX_TASKS). */
  IsTruncated: z.boolean(),
});
export type ProjectPlan = z.infer<typeof ProjectPlanSchema>;

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
export const ProjectPersonaRowSchema = z.object({
  Id: z.number().int(),
  EmployeeId: z.number().int(),
  EmployeeName: z.string(),
  Email: z.string(),
  Persona: ProjectPersonaSchema,
  /** A point in time, ISO 8601. */
  AddedAt: z.string(),
});
export type ProjectPersonaRow = z.infer<typeof ProjectPersonaRowSchema>;
export const ProjectPersonaRowsReplySchema = z.array(ProjectPersonaRowSchema);

export const AddProjectPersonaSchema = z.object({
  ProjectId: RecordIdSchema,
  EmployeeId: RecordIdSchema,
  Persona: ProjectPersonaSchema,
});
export type AddProjectPersona = z.infer<typeof AddProjectPersonaSchema>;

export const RemoveProjectPersonaSchema = z.object({ ProjectId: RecordIdSchema, Id: RecordIdSchema });
export type RemoveProjectPersona = z.infer<typeof RemoveProjectPersonaSchema>;

export const ProjectPersonasReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Personas: z.array(ProjectPersonaRowSchema),
});
export type ProjectPersonasReply = z.infer<typeof ProjectPersonasReplySchema>;
