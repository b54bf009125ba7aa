import {
  checkTaskImportRow,
  ImportKind,
  importHeaderOf,
  type ImportProblem,
  type TaskFields,
  type TaskImportNames,
  type TaskImportRow,
} from "@fieldstead/domain";
import type { ImportRow } from "./import-run.types.ts";
import { handOver, type WorkerImport } from "./import-worker.kit.ts";

type Checked = { row: ImportRow; data: TaskImportRow };
type Place = { id: number; code: string; name: string };

/** What the checking asks the main thread (which holds the database). */
export type TaskImportQueries = {
  refs: (names: { projects: string[]; locations: string[]; emails: string[] }) => Promise<{
    projects: { id: number; code: string; archived: boolean }[];
    places: Place[];
    people: { id: number; email: string; enabled: boolean }[];
  }>;
};

/** A task ready for the task writer, with the row it came from. */
export type TaskImportItem = { rowNumber: number; fields: TaskFields };

const PEOPLE = [
  ["Assignee", "AssigneeId"],
  ["Driver", "DriverId"],
  ["Employee", "EmployeeId"],
] as const satisfies readonly (readonly [keyof TaskImportNames, keyof TaskFields])[];

const header = (field: string) => importHeaderOf(ImportKind.Tasks, field);
const namesOf = (checked: readonly Checked[], key: keyof TaskImportNames): string[] =>
  checked.flatMap((c) => (c.data.names[key] === null ? [] : [c.data.names[key]]));

/**
 * Checks a work-order import in the worker: each row by the create form's schema and date rule, then what it
 * names, in the caller's organisation only — the project by its code (not archived), the location by code (or
 * by name when exactly one location has it), and the assignee, driver and employee by e-mail (an active
 * account). Anything of another organisation is simply not found.
 */
export const planTaskImport: WorkerImport = async (rows, port, _context, hooks) => {
  const problems: ImportProblem[] = [];
  const checked: Checked[] = [];
  rows.forEach((row, i) => {
    const check =
      row.problems.length > 0
        ? { ok: false as const, problems: row.problems }
        : checkTaskImportRow(row.values, row.rowNumber);
    if (check.ok) checked.push({ row, data: check.row });
    else problems.push(...check.problems);
    if (i % 1000 === 0) hooks.progress((i / rows.length) * 0.5);
  });
  const refs = await port.ask<Awaited<ReturnType<TaskImportQueries["refs"]>>>("refs", {
    projects: namesOf(checked, "Project"),
    locations: namesOf(checked, "Location"),
    emails: [...namesOf(checked, "Assignee"), ...namesOf(checked, "Driver"), ...namesOf(checked, "Employee")],
  });
  hooks.progress(0.75);
  const projectsByCode = new Map(refs.projects.map((p) => [p.code.toLowerCase(), p]));
  const peopleByEmail = new Map(refs.people.map((p) => [p.email.toLowerCase(), p]));
  const placesByCode = new Map(refs.places.map((p) => [p.code.toLowerCase(), p]));
  const placesByName = new Map<string, Place[]>();
  for (const p of refs.places)
    placesByName.set(p.name.toLowerCase(), [...(placesByName.get(p.name.toLowerCase()) ?? []), p]);
  const resolved: TaskImportItem[] = [];
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
      const byName = placesByName.get(Location.toLowerCase()) ?? [];
      const place = placesByCode.get(Location.toLowerCase()) ?? (byName.length === 1 ? byName[0] : undefined);
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
    if (problems.length === before) resolved.push({ rowNumber: row.rowNumber, fields });
  }
  hooks.progress(1);
  if (problems.length > 0) return { ok: false, problems };
  handOver(port, resolved);
  return { ok: true, count: resolved.length };
};
