import {
  AuditEntityType,
  PROJECT_PERSONAS,
  ResultCode,
  type AddProjectPersona,
  type ProjectPersonaRow,
  type ProjectPersonasReply,
  type RemoveProjectPersona,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { AppError, invalidField } from "../../lib/errors.ts";
import { recordHistory } from "../audit/audit.service.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import {
  deletePersona,
  enabledEmployee,
  insertPersona,
  listPersonas,
} from "./project-personas.repository.ts";
import { employeeName } from "./project-records.repository.ts";
import { readProject } from "./projects.repository.ts";

const notFound = () => new AppError("NOT_FOUND", { message: "Project not found" });
const ARCHIVED = "This project is archived: bring it back before changing its people.";

const personasOf = async (db: Db | Tx, orgId: number, projectId: number): Promise<ProjectPersonaRow[]> =>
  (await listPersonas(db, orgId, projectId, PROJECT_PERSONAS)).map((p) => ({
    Id: p.id,
    EmployeeId: p.employeeId,
    EmployeeName: p.employeeName,
    Email: p.email,
    Persona: p.persona,
    AddedAt: p.createdAt.toISOString(),
  }));

/** A project's people and their parts; another organisation's project is a 404. */
export const projectPersonas = async (
  ctx: AppContext,
  session: ActiveSession,
  projectId: number,
): Promise<ProjectPersonaRow[]> => {
  if (!(await readProject(ctx.db, session.orgId, projectId))) throw notFound();
  return personasOf(ctx.db, session.orgId, projectId);
};

/** The project, locked for the change; 404 for another organisation's, 409 while archived. */
const openProject = async (tx: Tx, orgId: number, id: number) => {
  const project = await readProject(tx, orgId, id, { lock: true });
  if (!project) throw notFound();
  if (project.Archived) throw new AppError("NOT_ALLOWED_NOW", { message: ARCHIVED });
  return project;
};

const historyEntry = (session: ActiveSession, projectId: number, at: Date) => ({
  orgId: session.orgId,
  entityType: AuditEntityType.Project,
  entityId: projectId,
  employeeId: session.employeeId,
  at,
});

/**
 * Gives an enabled employee of the organisation a part in a project (400 naming EmployeeId otherwise); the
 * same part twice is a 409. History on the project says who now plays what.
 */
export const addProjectPersona = async (
  ctx: AppContext,
  session: ActiveSession,
  body: AddProjectPersona,
): Promise<ProjectPersonasReply> => {
  const { orgId } = session;
  return ctx.db.transaction(async (tx) => {
    await openProject(tx, orgId, body.ProjectId);
    const person = await enabledEmployee(tx, orgId, body.EmployeeId);
    if (!person) throw invalidField("EmployeeId", `Employee ${body.EmployeeId} not found or not active.`);
    const at = ctx.now();
    const isAdded = await insertPersona(tx, {
      orgId,
      projectId: body.ProjectId,
      employeeId: person.id,
      persona: body.Persona,
      at,
    });
    if (!isAdded)
      throw new AppError("CONFLICT", {
        message: `${person.name} is already ${body.Persona} of this project.`,
      });
    await recordHistory(tx, [
      {
        ...historyEntry(session, body.ProjectId, at),
        action: "PersonaAdded",
        summary: `${person.name} added as ${body.Persona}`,
        changes: [{ Field: body.Persona, From: null, To: person.name }],
      },
    ]);
    return {
      StatusCode: ResultCode.Success,
      StatusMessage: `${person.name} added as ${body.Persona}.`,
      Personas: await personasOf(tx, orgId, body.ProjectId),
    };
  });
};

/** Takes a part away (404 when the project has no such part); history on the project. */
export const removeProjectPersona = async (
  ctx: AppContext,
  session: ActiveSession,
  body: RemoveProjectPersona,
): Promise<ProjectPersonasReply> => {
  const { orgId } = session;
  return ctx.db.transaction(async (tx) => {
    await openProject(tx, orgId, body.ProjectId);
    const removed = await deletePersona(tx, orgId, body.ProjectId, body.Id);
    if (!removed)
      throw new AppError("NOT_FOUND", { message: "This person has no such part in the project." });
    const name = (await employeeName(tx, orgId, removed.employeeId)) ?? `Employee ${removed.employeeId}`;
    const at = ctx.now();
    await recordHistory(tx, [
      {
        ...historyEntry(session, body.ProjectId, at),
        action: "PersonaRemoved",
        summary: `${name} removed as ${removed.persona}`,
        changes: [{ Field: removed.persona, From: name, To: null }],
      },
    ]);
    return {
      StatusCode: ResultCode.Success,
      StatusMessage: `${name} removed as ${removed.persona}.`,
      Personas: await personasOf(tx, orgId, body.ProjectId),
    };
  });
};
