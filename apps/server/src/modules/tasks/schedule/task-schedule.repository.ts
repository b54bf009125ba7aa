import { and, asc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { TaskStatusId } from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import { employees, locations, projects, tasks } from "../../../db/schema/index.ts";
import { assigneeNameSql, assignees } from "../task-list.definition.ts";

export type ScheduledRaw = {
  id: number;
  workOrderNumber: string;
  summary: string;
  statusId: number;
  priorityId: number;
  assigneeId: number | null;
  assigneeName: string | null;
  plannedDate: Date;
  dueDate: Date | null;
  locationId: number | null;
  locationName: string | null;
  projectId: number | null;
  projectName: string | null;
  isLocked: boolean;
};

const COLUMNS = {
  id: tasks.id,
  workOrderNumber: tasks.workOrderNumber,
  summary: tasks.summary,
  statusId: tasks.statusId,
  priorityId: tasks.priorityId,
  assigneeId: tasks.assigneeId,
  assigneeName: assigneeNameSql,
  plannedDate: tasks.plannedDate,
  dueDate: tasks.dueDate,
  locationId: tasks.locationId,
  locationName: locations.name,
  projectId: tasks.projectId,
  projectName: projects.name,
  isLocked: tasks.isLocked,
};

const scheduledRows = (db: Db | Tx, where: SQL | undefined) =>
  db
    .select(COLUMNS)
    .from(tasks)
    .leftJoin(assignees, eq(assignees.id, tasks.assigneeId))
    .leftJoin(locations, eq(locations.id, tasks.locationId))
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .where(where);

export type ScheduleWindow = {
  orgId: number;
  /** Planned from this instant (included) … */
  from: Date;
  /** … to this one (left out). */
  until: Date;
  assigneeIds: readonly number[] | null;
  projectId: number | null;
  limit: number;
};

/** The organisation's work orders (not archived) planned in a window, by planned date; `limit` at most. */
export const listScheduled = async (db: Db, w: ScheduleWindow): Promise<ScheduledRaw[]> =>
  (await scheduledRows(
    db,
    and(
      eq(tasks.orgId, w.orgId),
      eq(tasks.archived, false),
      gte(tasks.plannedDate, w.from),
      lt(tasks.plannedDate, w.until),
      w.assigneeIds === null ? undefined : inArray(tasks.assigneeId, [...w.assigneeIds]),
      w.projectId === null ? undefined : eq(tasks.projectId, w.projectId),
    ),
  )
    .orderBy(asc(tasks.plannedDate), asc(tasks.id))
    .limit(w.limit)) as ScheduledRaw[];

/** One work order as the schedule shows it (whatever its planned date), or undefined. */
export const readScheduled = async (
  db: Db | Tx,
  orgId: number,
  id: number,
): Promise<ScheduledRaw | undefined> =>
  (await scheduledRows(db, and(eq(tasks.orgId, orgId), eq(tasks.id, id))))[0] as ScheduledRaw | undefined;

/** The organisation's employees among `ids`, by name, and whether each is still enabled. */
export const employeeNames = async (
  db: Db | Tx,
  orgId: number,
  ids: readonly number[],
): Promise<{ id: number; name: string; enabled: boolean }[]> =>
  ids.length === 0
    ? []
    : db
        .select({
          id: employees.id,
          name: sql<string>`(${employees.firstName} || ' ' || ${employees.lastName})`,
          enabled: employees.enabled,
        })
        .from(employees)
        .where(and(eq(employees.orgId, orgId), inArray(employees.id, [...ids])))
        .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id));

export type TaskToReschedule = {
  id: number;
  workOrderNumber: string;
  statusId: number;
  assigneeId: number | null;
  plannedDate: Date | null;
  dueDate: Date | null;
  isLocked: boolean;
  archived: boolean;
};

/** The task row, locked until the transaction ends, so a move and a status change never cross. */
export const lockTaskToReschedule = async (
  tx: Tx,
  orgId: number,
  id: number,
): Promise<TaskToReschedule | undefined> => {
  const [row] = await tx
    .select({
      id: tasks.id,
      workOrderNumber: tasks.workOrderNumber,
      statusId: tasks.statusId,
      assigneeId: tasks.assigneeId,
      plannedDate: tasks.plannedDate,
      dueDate: tasks.dueDate,
      isLocked: tasks.isLocked,
      archived: tasks.archived,
    })
    .from(tasks)
    .where(and(eq(tasks.orgId, orgId), eq(tasks.id, id)))
    .for("update");
  return row;
};

export const writeReschedule = async (
  tx: Tx,
  orgId: number,
  id: number,
  change: {
    plannedDate: Date;
    dueDate: Date | null;
    assigneeId: number | null;
    statusId: TaskStatusId;
    at: Date;
  },
): Promise<void> => {
  await tx
    .update(tasks)
    .set({
      plannedDate: change.plannedDate,
      dueDate: change.dueDate,
      assigneeId: change.assigneeId,
      statusId: change.statusId,
      updatedAt: change.at,
    })
    .where(and(eq(tasks.orgId, orgId), eq(tasks.id, id)));
};
