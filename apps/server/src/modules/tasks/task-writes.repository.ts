import { and, eq, inArray } from "drizzle-orm";
import {
  AuditEntityType,
  DomainEventType,
  TaskStatus,
  type TaskFields,
  type TaskStatusId,
} from "@fieldstead/domain";
import type { Tx } from "../../db/client.ts";
import { employees, locations, projects, tasks } from "../../db/schema/index.ts";
import { nextNumbers, recordEvents, recordHistory } from "../audit/audit.service.ts";

/** The counter of work-order numbers of a year: WO-{year}-{00001}. */
export const workOrderSequence = (year: number): string => `work-order:${year}`;
export const workOrderNumber = (year: number, value: number): string =>
  `WO-${year}-${String(value).padStart(5, "0")}`;

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
  tx: Tx,
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
          .where(and(eq(projects.orgId, orgId), inArray(projects.id, projectIds)));
  const locationRows =
    locationIds.length === 0
      ? []
      : await tx
          .select({ id: locations.id })
          .from(locations)
          .where(and(eq(locations.orgId, orgId), inArray(locations.id, locationIds)));
  const peopleRows =
    peopleIds.length === 0
      ? []
      : await tx
          .select({ id: employees.id, enabled: employees.enabled })
          .from(employees)
          .where(and(eq(employees.orgId, orgId), inArray(employees.id, peopleIds)));
  const parentRows =
    parentIds.length === 0
      ? []
      : await tx
          .select({ id: tasks.id })
          .from(tasks)
          .where(and(eq(tasks.orgId, orgId), inArray(tasks.id, parentIds)));
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

const at = (iso: string | null): Date | null => (iso === null ? null : new Date(iso));

/** The task table's values for the standard fields of a form or file. */
export const taskColumnsOf = (f: TaskFields) => ({
  summary: f.Summary,
  description: f.Description,
  typeId: f.TypeId,
  priorityId: f.PriorityId,
  projectId: f.ProjectId,
  locationId: f.LocationId,
  assigneeId: f.AssigneeId,
  driverId: f.DriverId,
  employeeId: f.EmployeeId,
  plannedDate: at(f.PlannedDate),
  dueDate: at(f.DueDate),
  followOnDate: at(f.FollowOnDate),
  startAt: at(f.StartDateTime),
  endAt: at(f.EndDateTime),
  workflow: f.WorkFlow,
  region: f.Region,
  vehicle: f.Vehicle,
  parentTaskId: f.ParentTaskId,
  reviewLevels: f.ReviewLevels,
  recurrenceEvery: f.Recurrence?.Every ?? null,
  recurrenceUnit: f.Recurrence?.Unit ?? null,
  recurrenceEnd: f.Recurrence?.Until ?? null,
});

/** A new task starts Assigned to Technician when it has an assignee, Not Started otherwise. */
export const initialStatusOf = (assigneeId: number | null): TaskStatusId =>
  assigneeId === null ? TaskStatus.NotStarted : TaskStatus.AssignedToTechnician;

export type CreatedTask = { id: number; workOrderNumber: string; assigneeId: number | null };

/**
 * Writes new tasks (already checked: fields and references) in the caller's transaction: numbers them from the
 * year's counter, records a 'Created' history entry for each, and the TaskCreated and TaskAssigned events. The
 * recurring series of a recurring task starts at itself. `how` says in the history how it came to be
 * ("created", "created from ticket TKT-…", "imported", "repeated from WO-…").
 */
export const insertTasks = async (
  tx: Tx,
  who: { orgId: number; employeeId: number | null; now: Date },
  rows: readonly (TaskFields & { statusId?: TaskStatusId; recurrenceSeriesId?: number | null })[],
  how = "created",
): Promise<CreatedTask[]> => {
  if (rows.length === 0) return [];
  const { orgId, employeeId, now } = who;
  const year = now.getUTCFullYear();
  const numbers = await nextNumbers(tx, orgId, workOrderSequence(year), rows.length);
  const written = await tx
    .insert(tasks)
    .values(
      rows.map((r, i) => ({
        ...taskColumnsOf(r),
        orgId,
        workOrderNumber: workOrderNumber(year, numbers[i] ?? 0),
        statusId: r.statusId ?? initialStatusOf(r.AssigneeId),
        recurrenceSeriesId: r.recurrenceSeriesId ?? null,
        createdById: employeeId,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: tasks.id, workOrderNumber: tasks.workOrderNumber, assigneeId: tasks.assigneeId });
  // A recurring task without a series is the first of its own.
  const seriesStarts = written.filter((w, i) => rows[i]?.Recurrence && !rows[i]?.recurrenceSeriesId);
  for (const w of seriesStarts)
    await tx.update(tasks).set({ recurrenceSeriesId: w.id }).where(eq(tasks.id, w.id));

  await recordHistory(
    tx,
    written.map((w) => ({
      orgId,
      entityType: AuditEntityType.Task,
      entityId: w.id,
      action: "Created",
      summary: `Work order ${w.workOrderNumber} ${how}`,
      changes: [],
      employeeId,
      at: now,
    })),
  );
  await recordEvents(tx, [
    ...written.map((w) => ({
      orgId,
      eventType: DomainEventType.TaskCreated,
      actorId: employeeId,
      subjectType: AuditEntityType.Task,
      subjectId: w.id,
      concerns: w.assigneeId === null ? [] : [w.assigneeId],
      payload: { WorkOrderNumber: w.workOrderNumber },
      at: now,
    })),
    ...written
      .filter((w) => w.assigneeId !== null)
      .map((w) => ({
        orgId,
        eventType: DomainEventType.TaskAssigned,
        actorId: employeeId,
        subjectType: AuditEntityType.Task,
        subjectId: w.id,
        concerns: [w.assigneeId as number],
        payload: { WorkOrderNumber: w.workOrderNumber, AssigneeId: w.assigneeId },
        at: now,
      })),
  ]);
  return written;
};
