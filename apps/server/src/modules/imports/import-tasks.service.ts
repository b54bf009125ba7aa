import {
  asSentence,
  checkTaskImportRow,
  ImportKind,
  ImportPhase,
  importHeaderOf,
  type ImportProblem,
  type TaskFields,
  type TaskImportNames,
  type TaskImportRow,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { ActiveSession } from "../auth/session-store.ts";
import { checkTaskReferences, insertTasks } from "../tasks/task-writes.repository.ts";
import { findLocationsByCodeOrName } from "./imports.repository.ts";
import { ImportRefused, type ImportHooks, type ImportOutcome, type ImportRow } from "./import-run.types.ts";
import { findPeopleByEmail, findProjectsByCode } from "./task-import.repository.ts";

/** Tasks one insert writes: its statement stays well under the database's parameter limit. */
const WRITE_BATCH = 500;

type Checked = { row: ImportRow; data: TaskImportRow };
type Resolved = { row: ImportRow; fields: TaskFields };

const PEOPLE = [
  ["Assignee", "AssigneeId"],
  ["Driver", "DriverId"],
  ["Employee", "EmployeeId"],
] as const satisfies readonly (readonly [keyof TaskImportNames, keyof TaskFields])[];

const header = (field: string) => importHeaderOf(ImportKind.Tasks, field);
const same = (a: string | null, b: string) => (a ?? "").toLowerCase() === b.toLowerCase();
const namesOf = (checked: readonly Checked[], key: keyof TaskImportNames): string[] =>
  checked.flatMap((c) => (c.data.names[key] === null ? [] : [c.data.names[key]]));

/**
 * Looks up, in the caller's organisation only, what each row names: the project by its code (not archived),
 * the location by code (or by name when exactly one location has it), and the assignee, driver and employee
 * by e-mail (an active account). Anything of another organisation is simply not found.
 */
const resolveRows = async (
  ctx: AppContext,
  session: ActiveSession,
  checked: readonly Checked[],
  problems: ImportProblem[],
): Promise<Resolved[]> => {
  const { orgId } = session;
  const [projectRows, places, people] = await Promise.all([
    findProjectsByCode(ctx.db, orgId, namesOf(checked, "Project")),
    findLocationsByCodeOrName(ctx.db, orgId, namesOf(checked, "Location")),
    findPeopleByEmail(ctx.db, orgId, [
      ...namesOf(checked, "Assignee"),
      ...namesOf(checked, "Driver"),
      ...namesOf(checked, "Employee"),
    ]),
  ]);
  const projectsByCode = new Map(projectRows.map((p) => [p.code.toLowerCase(), p]));
  const peopleByEmail = new Map(people.map((p) => [p.email.toLowerCase(), p]));
  const resolved: Resolved[] = [];
  for (const { row, data } of checked) {
    const before = problems.length;
    const problem = (field: string, message: string) =>
      problems.push({ Row: row.rowNumber, Field: header(field), Message: message });
    const fields: TaskFields = { ...data.fields };
    const { Project, Location } = data.names;
    if (Project !== null) {
      const project = projectsByCode.get(Project.toLowerCase());
      if (!project) problem("Project", `No project has the code '${Project}' in your organisation.`);
      else if (project.archived)
        problem("Project", `Project ${project.code} is archived: bring it back before adding work to it.`);
      else fields.ProjectId = project.id;
    }
    if (Location !== null) {
      const byCode = places.find((p) => same(p.code, Location));
      const byName = places.filter((p) => same(p.name, Location));
      const place = byCode ?? (byName.length === 1 ? byName[0] : undefined);
      if (place) fields.LocationId = place.id;
      else
        problem(
          "Location",
          byName.length > 1
            ? `${byName.length} locations are named '${Location}': give the location's code.`
            : `No location has the code or name '${Location}' in your organisation.`,
        );
    }
    for (const [column, field] of PEOPLE) {
      const email = data.names[column];
      if (email === null) continue;
      const person = peopleByEmail.get(email.toLowerCase());
      if (!person) problem(column, `No one in your organisation has the e-mail '${email}'.`);
      else if (!person.enabled)
        problem(column, `${person.email} is no longer active: choose someone who is.`);
      else fields[field] = person.id;
    }
    if (problems.length === before) resolved.push({ row, fields });
  }
  return resolved;
};

/**
 * Imports tasks and work orders: each row checked by the create form's schema and date rule, its references
 * resolved in the caller's organisation, then — only when no row has a problem — written through the one task
 * writer (numbers, 'imported' history, created and assigned events) in one transaction, 500 rows a statement.
 * The references are checked once more inside the transaction, so a project archived meanwhile refuses it all.
 */
export const importTasks = async (
  ctx: AppContext,
  session: ActiveSession,
  rows: readonly ImportRow[],
  hooks: ImportHooks,
): Promise<ImportOutcome> => {
  const problems: ImportProblem[] = [];
  const checked: Checked[] = [];
  rows.forEach((row, i) => {
    const check =
      row.problems.length > 0
        ? { ok: false as const, problems: row.problems }
        : checkTaskImportRow(row.values, row.rowNumber);
    if (check.ok) checked.push({ row, data: check.row });
    else problems.push(...check.problems);
    if (i % 500 === 0) hooks.progress((i / rows.length) * 0.5);
  });
  hooks.progress(0.5);
  const resolved = await resolveRows(ctx, session, checked, problems);
  hooks.progress(1);
  if (problems.length > 0) return { ok: false, problems };

  hooks.phase(ImportPhase.Writing);
  const who = { orgId: session.orgId, employeeId: session.employeeId, now: ctx.now() };
  try {
    const written = await ctx.db.transaction(async (tx) => {
      const refused = await checkTaskReferences(
        tx,
        session.orgId,
        resolved.map((r) => r.fields),
      );
      if (refused.length > 0)
        throw new ImportRefused(
          refused.map((p) => ({
            Row: resolved[p.row]?.row.rowNumber ?? 0,
            Field: header(p.field),
            Message: asSentence(p.message),
          })),
        );
      let count = 0;
      for (let start = 0; start < resolved.length; start += WRITE_BATCH) {
        const batch = resolved.slice(start, start + WRITE_BATCH).map((r) => r.fields);
        count += (await insertTasks(tx, who, batch, "imported")).length;
        hooks.progress(count / resolved.length);
      }
      return count;
    });
    return { ok: true, written };
  } catch (err) {
    if (err instanceof ImportRefused) return { ok: false, problems: err.problems };
    throw err;
  }
};
