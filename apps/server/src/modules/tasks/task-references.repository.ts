import { and, eq } from "drizzle-orm";
import type { TaskFields } from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { idIn } from "../../lib/sql-lists.ts";
import { employees, locations, projects, tasks } from "../../db/schema/index.ts";

/** A field of a row that names something the organisation does not have (or may no longer use). */
export type ReferenceProblem = { row: number; field: keyof TaskFields; message: string };

const uniqueIds = (values: (number | null)[]): number[] => [
  ...new Set(values.filter((v): v is number => v !== null)),
];

/**
 * Checks, in one query per kind, that every project, location, person and parent task the rows name is the
 * caller's organisation's (and a project not archived, a person still enabled). Answers each problem with its
 * row (0-based) and field, so a form and a bulk file's report name the same thing.
 */
export const checkTaskReferences = async (
  tx: Db | Tx,
  orgId: number,
  rows: readonly Pick<
    TaskFields,
    "ProjectId" | "LocationId" | "AssigneeId" | "DriverId" | "EmployeeId" | "ParentTaskId"
  >[],
): Promise<ReferenceProblem[]> => {
  const projectIds = uniqueIds(rows.map((r) => r.ProjectId));
  const locationIds = uniqueIds(rows.map((r) => r.LocationId));
  const peopleIds = uniqueIds(rows.flatMap((r) => [r.AssigneeId, r.DriverId, r.EmployeeId]));
  const parentIds = uniqueIds(rows.map((r) => r.ParentTaskId));
  // One after another: a transaction's connection runs one query at a time.
  const projectRows =
    projectIds.length === 0
      ? []
      : await tx
          .select({ id: projects.id, archived: projects.archived })
          .from(projects)
          .where(and(eq(projects.orgId, orgId), idIn(projects.id, projectIds)));
  const locationRows =
    locationIds.length === 0
      ? []
      : await tx
          .select({ id: locations.id })
          .from(locations)
          .where(and(eq(locations.orgId, orgId), idIn(locations.id, locationIds)));
  const peopleRows =
    peopleIds.length === 0
      ? []
      : await tx
          .select({ id: employees.id, enabled: employees.enabled })
          .from(employees)
          .where(and(eq(employees.orgId, orgId), idIn(employees.id, peopleIds)));
  const parentRows =
    parentIds.length === 0
      ? []
      : await tx
          .select({ id: tasks.id })
          .from(tasks)
          .where(and(eq(tasks.orgId, orgId), idIn(tasks.id, parentIds)));
  const openProjects = new Set(projectRows.filter((p) => !p.archived).map((p) => p.id));
  const archivedProjects = new Set(projectRows.filter((p) => p.archived).map((p) => p.id));
  const knownLocations = new Set(locationRows.map((l) => l.id));
  const enabledPeople = new Set(peopleRows.filter((p) => p.enabled).map((p) => p.id));
  const knownParents = new Set(parentRows.map((p) => p.id));

  const problems: ReferenceProblem[] = [];
  rows.forEach((r, row) => {
    if (r.ProjectId !== null && !openProjects.has(r.ProjectId))
      problems.push({
        row,
        field: "ProjectId",
        message: archivedProjects.has(r.ProjectId)
          ? `Project ${r.ProjectId} is archived.`
          : `Project ${r.ProjectId} not found.`,
      });
    if (r.LocationId !== null && !knownLocations.has(r.LocationId))
      problems.push({ row, field: "LocationId", message: `Location ${r.LocationId} not found.` });
    for (const field of ["AssigneeId", "DriverId", "EmployeeId"] as const) {
      const id = r[field];
      if (id !== null && !enabledPeople.has(id))
        problems.push({ row, field, message: `Employee ${id} not found or not active.` });
    }
    if (r.ParentTaskId !== null && !knownParents.has(r.ParentTaskId))
      problems.push({ row, field: "ParentTaskId", message: `Task ${r.ParentTaskId} not found.` });
  });
  return problems;
};
