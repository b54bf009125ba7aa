import { and, eq, inArray, sql } from "drizzle-orm";
import type { TaskFields, TaskStatusId } from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { employees, locations, projects, tasks } from "../../db/schema/index.ts";
import type { TaskFieldReviewsRaw } from "./task-detail.repository.ts";

/** A task as an edit, a field action or a delete reads it: locked until the transaction ends. */
export type TaskRecord = {
  id: number;
  workOrderNumber: string;
  statusId: TaskStatusId;
  isLocked: boolean;
  archived: boolean;
  recurrenceSeriesId: number | null;
  fieldReviews: TaskFieldReviewsRaw | null;
  fields: TaskFields;
};

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

/**
 * The task row with its standard fields as an edit sends them. Locked (SELECT … FOR UPDATE) for a change, so
 * changes of one task run one after another.
 */
export const readTaskRecord = async (
  db: Db | Tx,
  orgId: number,
  id: number,
  { lock }: { lock: boolean },
): Promise<TaskRecord | undefined> => {
  const query = db
    .select()
    .from(tasks)
    .where(and(eq(tasks.orgId, orgId), eq(tasks.id, id)));
  const [r] = lock ? await query.for("update") : await query;
  if (!r) return undefined;
  return {
    id: r.id,
    workOrderNumber: r.workOrderNumber,
    statusId: r.statusId,
    isLocked: r.isLocked,
    archived: r.archived,
    recurrenceSeriesId: r.recurrenceSeriesId,
    fieldReviews: r.fieldReviews,
    fields: {
      Summary: r.summary,
      Description: r.description,
      TypeId: r.typeId,
      PriorityId: r.priorityId,
      ProjectId: r.projectId,
      LocationId: r.locationId,
      AssigneeId: r.assigneeId,
      DriverId: r.driverId,
      EmployeeId: r.employeeId,
      PlannedDate: iso(r.plannedDate),
      DueDate: iso(r.dueDate),
      FollowOnDate: iso(r.followOnDate),
      StartDateTime: iso(r.startAt),
      EndDateTime: iso(r.endAt),
      WorkFlow: r.workflow,
      Region: r.region,
      Vehicle: r.vehicle,
      ParentTaskId: r.parentTaskId,
      ReviewLevels: r.reviewLevels,
      Recurrence:
        r.recurrenceEvery !== null && r.recurrenceUnit !== null
          ? { Every: r.recurrenceEvery, Unit: r.recurrenceUnit, Until: r.recurrenceEnd }
          : null,
    },
  };
};

export type TaskRowChange = Partial<typeof tasks.$inferInsert>;

export const updateTaskRow = async (
  tx: Tx,
  orgId: number,
  id: number,
  change: TaskRowChange,
): Promise<void> => {
  await tx
    .update(tasks)
    .set(change)
    .where(and(eq(tasks.orgId, orgId), eq(tasks.id, id)));
};

export const deleteTaskRow = async (tx: Tx, orgId: number, id: number): Promise<void> => {
  await tx.delete(tasks).where(and(eq(tasks.orgId, orgId), eq(tasks.id, id)));
};

/** The direct sub-tasks of a task. */
export const readSubTasks = (
  tx: Tx,
  orgId: number,
  id: number,
): Promise<{ id: number; workOrderNumber: string }[]> =>
  tx
    .select({ id: tasks.id, workOrderNumber: tasks.workOrderNumber })
    .from(tasks)
    .where(and(eq(tasks.orgId, orgId), eq(tasks.parentTaskId, id)));

/** Takes these tasks out from under their parent. */
export const clearParents = async (
  tx: Tx,
  orgId: number,
  ids: readonly number[],
  at: Date,
): Promise<void> => {
  if (ids.length === 0) return;
  await tx
    .update(tasks)
    .set({ parentTaskId: null, updatedAt: at })
    .where(and(eq(tasks.orgId, orgId), inArray(tasks.id, [...ids])));
};

/**
 * The parent of each task from `startId` up to the top of its hierarchy (a recursive walk up parent_task_id,
 * bounded so a damaged chain cannot loop).
 */
export const readParentChain = async (
  tx: Tx,
  orgId: number,
  startId: number,
): Promise<Map<number, number | null>> => {
  const result = (await tx.execute(sql`
    with recursive chain(id, parent_task_id, depth) as (
      select ${tasks.id}, ${tasks.parentTaskId}, 1 from ${tasks}
        where ${tasks.orgId} = ${orgId} and ${tasks.id} = ${startId}
      union all
      select t.id, t.parent_task_id, chain.depth + 1 from ${tasks} t
        join chain on t.id = chain.parent_task_id
        where t.org_id = ${orgId} and chain.depth < 1000
    )
    select id, parent_task_id from chain`)) as unknown as {
    rows: { id: number; parent_task_id: number | null }[];
  };
  return new Map(
    result.rows.map((r) => [Number(r.id), r.parent_task_id === null ? null : Number(r.parent_task_id)]),
  );
};

const personName = sql<string>`(${employees.firstName} || ' ' || ${employees.lastName})`;

/** Names of the organisation's employees, by id. */
export const employeeNames = async (
  db: Db | Tx,
  orgId: number,
  ids: readonly number[],
): Promise<Map<number, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: employees.id, name: personName })
    .from(employees)
    .where(and(eq(employees.orgId, orgId), inArray(employees.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.name]));
};

export type ReferenceNames = {
  projects: Map<number, string>;
  locations: Map<number, string>;
  people: Map<number, string>;
  tasks: Map<number, string>;
};

/** What history shows for the projects, locations, people and tasks two versions of a task name. */
export const readReferenceNames = async (
  tx: Tx,
  orgId: number,
  ids: { projects: number[]; locations: number[]; people: number[]; tasks: number[] },
): Promise<ReferenceNames> => {
  const some = (list: number[]) => [...new Set(list)];
  const [projectRows, locationRows, people, taskRows] = await Promise.all([
    ids.projects.length === 0
      ? []
      : tx
          .select({ id: projects.id, name: projects.name })
          .from(projects)
          .where(and(eq(projects.orgId, orgId), inArray(projects.id, some(ids.projects)))),
    ids.locations.length === 0
      ? []
      : tx
          .select({ id: locations.id, name: locations.name })
          .from(locations)
          .where(and(eq(locations.orgId, orgId), inArray(locations.id, some(ids.locations)))),
    employeeNames(tx, orgId, ids.people),
    ids.tasks.length === 0
      ? []
      : tx
          .select({ id: tasks.id, name: tasks.workOrderNumber })
          .from(tasks)
          .where(and(eq(tasks.orgId, orgId), inArray(tasks.id, some(ids.tasks)))),
  ]);
  const byId = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  return {
    projects: byId(projectRows),
    locations: byId(locationRows),
    people,
    tasks: byId(taskRows),
  };
};
