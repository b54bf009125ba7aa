import {
  AuditEntityType,
  diffChanges,
  ResultCode,
  type AuditField,
  type CreateProject,
  type HistoryReply,
  type ListReply,
  type ProjectDetail,
  type ProjectHistoryQuery,
  type ProjectListQuery,
  type ProjectListRow,
  type ProjectManagerOption,
  type ProjectWriteReply,
  type UpdateProject,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { AppError, invalidFields, type AppFieldProblem } from "../../lib/errors.ts";
import { readHistory, recordHistory } from "../audit/audit.service.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import {
  codeTaken,
  employeeName,
  insertProject,
  locationName,
  lockProjectCodes,
  searchEmployees,
  updateProjectRow,
  type ProjectFields,
} from "./project-records.repository.ts";
import { listProjects, readProject } from "./projects.repository.ts";

const CODE_TAKEN = "Another project of your organisation has this code.";
const ARCHIVED = "This project is archived: bring it back before changing it.";

const notFound = () => new AppError("NOT_FOUND", { message: "Project not found" });
const blank = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === "" ? null : value.trim();

/** What history shows of a project, as people read it. */
type Shown = Omit<ProjectFields, "locationId" | "managerId"> & {
  location: string | null;
  manager: string | null;
};
const FIELDS: readonly AuditField<Shown>[] = [
  { key: "code", label: "Code" },
  { key: "name", label: "Name" },
  { key: "description", label: "Description" },
  { key: "status", label: "Status" },
  { key: "location", label: "Location" },
  { key: "manager", label: "Manager" },
  { key: "startDate", label: "Start date" },
  { key: "endDate", label: "End date" },
];

export const projectList = (
  ctx: AppContext,
  session: ActiveSession,
  query: ProjectListQuery,
): Promise<ListReply<ProjectListRow>> => listProjects(ctx.db, session.orgId, query);

export const projectDetails = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<ProjectDetail> => (await readProject(ctx.db, session.orgId, id)) ?? throwNotFound();

const throwNotFound = (): never => {
  throw notFound();
};

/**
 * The fields to write and what history shows of them. The code must be free in the organisation (any case,
 * 409), the location and the manager the organisation's own (400 naming the field).
 */
const checkedFields = async (
  tx: Tx,
  session: ActiveSession,
  body: CreateProject,
  exceptId?: number,
): Promise<{ fields: ProjectFields; shown: Shown }> => {
  const { orgId } = session;
  const problems: AppFieldProblem[] = [];
  const location = body.LocationId ? await locationName(tx, orgId, body.LocationId) : null;
  if (body.LocationId && location === null)
    problems.push({ field: "LocationId", message: "There is no such location in your organisation." });
  const manager = body.ManagerId ? await employeeName(tx, orgId, body.ManagerId) : null;
  if (body.ManagerId && manager === null)
    problems.push({ field: "ManagerId", message: "There is no such employee in your organisation." });
  if (problems.length > 0) throw invalidFields(problems);
  await lockProjectCodes(tx, orgId);
  if (await codeTaken(tx, orgId, body.Code, exceptId))
    throw new AppError("CONFLICT", { message: CODE_TAKEN, fields: [{ field: "Code", message: CODE_TAKEN }] });
  const fields: ProjectFields = {
    code: body.Code,
    name: body.Name,
    description: blank(body.Description),
    status: body.Status,
    locationId: body.LocationId ?? null,
    managerId: body.ManagerId ?? null,
    startDate: blank(body.StartDate),
    endDate: blank(body.EndDate),
  };
  const { locationId: _l, managerId: _m, ...rest } = fields;
  return { fields, shown: { ...rest, location, manager } };
};

const replyWith = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
  message: string,
): Promise<ProjectWriteReply> => ({
  StatusCode: ResultCode.Success,
  StatusMessage: message,
  Project: await projectDetails(ctx, session, id),
});

const entry = (session: ActiveSession, id: number, action: string, summary: string, now: Date) => ({
  orgId: session.orgId,
  entityType: AuditEntityType.Project,
  entityId: id,
  employeeId: session.employeeId,
  action,
  summary,
  at: now,
});

export const createProject = async (
  ctx: AppContext,
  session: ActiveSession,
  body: CreateProject,
): Promise<ProjectWriteReply> => {
  const id = await ctx.db.transaction(async (tx) => {
    const { fields, shown } = await checkedFields(tx, session, body);
    const created = await insertProject(tx, session.orgId, fields);
    const changes = diffChanges<Shown>({ before: {}, after: shown, fields: FIELDS });
    await recordHistory(tx, [
      { ...entry(session, created, "Created", `Project ${fields.code} created`, ctx.now()), changes },
    ]);
    return created;
  });
  return replyWith(ctx, session, id, `Project ${body.Code} created.`);
};

const shownOf = (p: ProjectDetail): Shown => ({
  code: p.Code,
  name: p.Name,
  description: p.Description,
  status: p.Status,
  location: p.LocationName,
  manager: p.ManagerName,
  startDate: p.StartDate,
  endDate: p.EndDate,
});

/** An archived project refuses edits (409) until it is brought back. */
export const updateProject = async (
  ctx: AppContext,
  session: ActiveSession,
  body: UpdateProject,
): Promise<ProjectWriteReply> => {
  await ctx.db.transaction(async (tx) => {
    const current = await readProject(tx, session.orgId, body.Id, { lock: true });
    if (!current) throw notFound();
    if (current.Archived) throw new AppError("NOT_ALLOWED_NOW", { message: ARCHIVED });
    const { fields, shown } = await checkedFields(tx, session, body, body.Id);
    const changes = diffChanges<Shown>({ before: shownOf(current), after: shown, fields: FIELDS });
    if (changes.length === 0) return;
    await updateProjectRow(tx, session.orgId, body.Id, fields);
    const summary = `Changed ${changes.map((c) => c.Field.toLowerCase()).join(", ")}`;
    await recordHistory(tx, [{ ...entry(session, body.Id, "Edited", summary, ctx.now()), changes }]);
  });
  return replyWith(ctx, session, body.Id, "Project saved.");
};

/** Archives a project or brings it back; asking for the state it is in changes nothing. */
export const archiveProject = async (
  ctx: AppContext,
  session: ActiveSession,
  body: { Id: number; Archived: boolean },
): Promise<ProjectWriteReply> => {
  const verb = body.Archived ? "archived" : "restored";
  await ctx.db.transaction(async (tx) => {
    const current = await readProject(tx, session.orgId, body.Id, { lock: true });
    if (!current) throw notFound();
    if (current.Archived === body.Archived) return;
    await updateProjectRow(tx, session.orgId, body.Id, { archived: body.Archived });
    const action = body.Archived ? "Archived" : "Restored";
    await recordHistory(tx, [
      {
        ...entry(session, body.Id, action, `Project ${current.Code} ${verb}`, ctx.now()),
        changes: [
          { Field: "Archived", From: current.Archived ? "Yes" : "No", To: body.Archived ? "Yes" : "No" },
        ],
      },
    ]);
  });
  return replyWith(ctx, session, body.Id, `Project ${verb}.`);
};

export const projectHistory = async (
  ctx: AppContext,
  session: ActiveSession,
  query: ProjectHistoryQuery,
): Promise<HistoryReply> => {
  await projectDetails(ctx, session, query.Id);
  return readHistory(ctx.db, session.orgId, AuditEntityType.Project, {
    Id: query.Id,
    Before: query.Before ?? null,
    PageSize: query.PageSize,
  });
};

export const projectManagers = (
  ctx: AppContext,
  session: ActiveSession,
  body: { Search: string; Limit: number },
): Promise<ProjectManagerOption[]> => searchEmployees(ctx.db, session.orgId, body.Search, body.Limit);
