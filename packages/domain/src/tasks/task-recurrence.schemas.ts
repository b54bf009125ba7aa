import type { TaskRecurrence } from "./task-writes.schemas.ts";

/** One occurrence of a recurring task's series. */
export type RecurrenceOccurrence = {
  Id: number;
  WorkOrderNumber: string;
  /** A point in time, ISO 8601. */
  PlannedDate: string | null;
  StatusId: number;
  StatusName: string;
};

/** The series a task belongs to, its occurrences in order; empty when the task does not recur. */
export type RecurrenceSeries = {
  TaskId: number;
  SeriesId: number | null;
  /** The asked task's recurrence (a later occurrence follows it when it is completed). */
  Recurrence: TaskRecurrence | null;
  Occurrences: RecurrenceOccurrence[];
};
