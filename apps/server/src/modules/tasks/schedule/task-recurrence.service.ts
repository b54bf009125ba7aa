import {
  isWithinSeries,
  nextOccurrence,
  taskStatusLabel,
  type OccurrenceStep,
  type RecurrenceSeries,
  type TaskFields,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import {
  hasLaterOccurrence,
  listOccurrences,
  readRecurringTask,
  startSeries,
  type RecurringTaskRow,
} from "./task-recurrence.repository.ts";
import { checkTaskReferences } from "../task-references.repository.ts";
import { insertTasks, type CreatedTask } from "../task-writes.repository.ts";
import { taskNotFound } from "../tasks.service.ts";

const iso = (at: Date | null): string | null => (at === null ? null : at.toISOString());

/** The occurrence after `row`: the same fields, every date advanced by one step of the recurrence. */
const nextFields = (row: RecurringTaskRow, step: OccurrenceStep, planned: Date): TaskFields => {
  const advance = (at: Date | null) => (at === null ? null : iso(nextOccurrence({ planned: at, ...step })));
  return {
    Summary: row.summary,
    Description: row.description,
    TypeId: row.typeId,
    PriorityId: row.priorityId,
    ProjectId: row.projectId,
    LocationId: row.locationId,
    AssigneeId: row.assigneeId,
    DriverId: row.driverId,
    EmployeeId: row.employeeId,
    PlannedDate: planned.toISOString(),
    DueDate: advance(row.dueDate),
    FollowOnDate: advance(row.followOnDate),
    StartDateTime: advance(row.startAt),
    EndDateTime: advance(row.endAt),
    WorkFlow: row.workflow,
    Region: row.region,
    Vehicle: row.vehicle,
    ParentTaskId: row.parentTaskId,
    ReviewLevels: row.reviewLevels,
    Recurrence: { Every: step.every, Unit: step.unit, Until: row.recurrenceEnd },
  };
};

/**
 * Called in the transaction that moves a task to Completed: when the task recurs, writes its next occurrence
 * (through insertTasks: a new number, 'repeated from WO-…' in its history, its events) with the same fields and
 * every date one step later, in the same series. Nothing when the next date falls after the series' last day,
 * or when the series already goes on past this occurrence (it was completed before, then reopened). A
 * reference the organisation no longer allows (an archived project, a disabled person) is left empty in the
 * next occurrence rather than refusing the completion. Without a planned date the step counts from completion.
 */
export const repeatCompletedTask = async (
  tx: Tx,
  who: { orgId: number; employeeId: number | null; now: Date },
  taskId: number,
): Promise<CreatedTask | null> => {
  const row = await readRecurringTask(tx, who.orgId, taskId);
  if (!row || row.recurrenceEvery === null || row.recurrenceUnit === null) return null;
  const step: OccurrenceStep = { every: row.recurrenceEvery, unit: row.recurrenceUnit };
  const seriesId = row.recurrenceSeriesId ?? row.id;
  if (row.recurrenceSeriesId === null) await startSeries(tx, who.orgId, row.id);
  else if (await hasLaterOccurrence(tx, who.orgId, seriesId, row.id)) return null;

  const planned = nextOccurrence({ planned: row.plannedDate ?? row.completedAt ?? who.now, ...step });
  if (!isWithinSeries({ planned, until: row.recurrenceEnd })) return null;
  const fields = nextFields(row, step, planned);
  for (const problem of await checkTaskReferences(tx, who.orgId, [fields]))
    Object.assign(fields, { [problem.field]: null });
  const [created] = await insertTasks(
    tx,
    who,
    [{ ...fields, recurrenceSeriesId: seriesId }],
    `repeated from ${row.workOrderNumber}`,
  );
  return created ?? null;
};

/** The occurrences of the series a task belongs to; another organisation's task is a 404. */
export const recurrenceSeries = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<RecurrenceSeries> => {
  const row = await readRecurringTask(ctx.db, session.orgId, id);
  if (!row) throw taskNotFound(id);
  const recurrence =
    row.recurrenceEvery === null || row.recurrenceUnit === null
      ? null
      : { Every: row.recurrenceEvery, Unit: row.recurrenceUnit, Until: row.recurrenceEnd };
  const occurrences =
    row.recurrenceSeriesId !== null
      ? await listOccurrences(ctx.db, session.orgId, row.recurrenceSeriesId)
      : recurrence
        ? [row]
        : [];
  return {
    TaskId: row.id,
    SeriesId: row.recurrenceSeriesId,
    Recurrence: recurrence,
    Occurrences: occurrences.map((o) => ({
      Id: o.id,
      WorkOrderNumber: o.workOrderNumber,
      PlannedDate: iso(o.plannedDate),
      StatusId: o.statusId,
      StatusName: taskStatusLabel(o.statusId),
    })),
  };
};
