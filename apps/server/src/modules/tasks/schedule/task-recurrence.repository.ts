import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { TaskPriorityId, TaskTimeUnitValue, WorkOrderTypeId } from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import { tasks } from "../../../db/schema/index.ts";

/** What a completed occurrence hands on to the next one. */
export type RecurringTaskRow = {
  id: number;
  workOrderNumber: string;
  statusId: number;
  summary: string;
  description: string | null;
  typeId: WorkOrderTypeId;
  priorityId: TaskPriorityId;
  projectId: number | null;
  locationId: number | null;
  assigneeId: number | null;
  driverId: number | null;
  employeeId: number | null;
  plannedDate: Date | null;
  dueDate: Date | null;
  followOnDate: Date | null;
  startAt: Date | null;
  endAt: Date | null;
  completedAt: Date | null;
  workflow: string | null;
  region: string | null;
  vehicle: string | null;
  parentTaskId: number | null;
  reviewLevels: number;
  recurrenceEvery: number | null;
  recurrenceUnit: TaskTimeUnitValue | null;
  recurrenceEnd: string | null;
  recurrenceSeriesId: number | null;
};

export const readRecurringTask = async (
  db: Db | Tx,
  orgId: number,
  id: number,
): Promise<RecurringTaskRow | undefined> => {
  const [row] = await db
    .select({
      id: tasks.id,
      workOrderNumber: tasks.workOrderNumber,
      statusId: tasks.statusId,
      summary: tasks.summary,
      description: tasks.description,
      typeId: tasks.typeId,
      priorityId: tasks.priorityId,
      projectId: tasks.projectId,
      locationId: tasks.locationId,
      assigneeId: tasks.assigneeId,
      driverId: tasks.driverId,
      employeeId: tasks.employeeId,
      plannedDate: tasks.plannedDate,
      dueDate: tasks.dueDate,
      followOnDate: tasks.followOnDate,
      startAt: tasks.startAt,
      endAt: tasks.endAt,
      completedAt: tasks.completedAt,
      workflow: tasks.workflow,
      region: tasks.region,
      vehicle: tasks.vehicle,
      parentTaskId: tasks.parentTaskId,
      reviewLevels: tasks.reviewLevels,
      recurrenceEvery: tasks.recurrenceEvery,
      recurrenceUnit: tasks.recurrenceUnit,
      recurrenceEnd: tasks.recurrenceEnd,
      recurrenceSeriesId: tasks.recurrenceSeriesId,
    })
    .from(tasks)
    .where(and(eq(tasks.orgId, orgId), eq(tasks.id, id)));
  return row as RecurringTaskRow | undefined;
};

/** Makes a recurring task the first of its own series. */
export const startSeries = async (tx: Tx, orgId: number, id: number): Promise<void> => {
  await tx
    .update(tasks)
    .set({ recurrenceSeriesId: id })
    .where(and(eq(tasks.orgId, orgId), eq(tasks.id, id)));
};

/** Whether the series has an occurrence written after this one (ids grow as occurrences are written). */
export const hasLaterOccurrence = async (
  tx: Tx,
  orgId: number,
  seriesId: number,
  afterId: number,
): Promise<boolean> =>
  (
    await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.orgId, orgId), eq(tasks.recurrenceSeriesId, seriesId), gt(tasks.id, afterId)))
      .limit(1)
  ).length > 0;

export type OccurrenceRow = {
  id: number;
  workOrderNumber: string;
  plannedDate: Date | null;
  statusId: number;
};

/** A series' occurrences by planned date (undated ones last), then as written. */
export const listOccurrences = (db: Db, orgId: number, seriesId: number): Promise<OccurrenceRow[]> =>
  db
    .select({
      id: tasks.id,
      workOrderNumber: tasks.workOrderNumber,
      plannedDate: tasks.plannedDate,
      statusId: tasks.statusId,
    })
    .from(tasks)
    .where(and(eq(tasks.orgId, orgId), eq(tasks.recurrenceSeriesId, seriesId)))
    .orderBy(sql`${tasks.plannedDate} asc nulls last`, asc(tasks.id));
