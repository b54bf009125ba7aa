import { z } from "zod";
import { StoredTaskRecurrenceSchema } from "../task-writes.schemas.ts";

/** One occurrence of a recurring task's series. */
export const RecurrenceOccurrenceSchema = z.object({
  Id: z.number().int(),
  WorkOrderNumber: z.string(),
  /** A point in time, ISO 8601. */
  PlannedDate: z.string().nullable(),
  StatusId: z.number().int(),
  StatusName: z.string(),
});
export type RecurrenceOccurrence = z.infer<typeof RecurrenceOccurrenceSchema>;

/** The series a task belongs to, its occurrences in order; empty when the task does not recur. */
export const RecurrenceSeriesSchema = z.object({
  TaskId: z.number().int(),
  SeriesId: z.number().int().nullable(),
  /** The asked task's recurrence (a later occurrence follows it when it is completed). */
  Recurrence: StoredTaskRecurrenceSchema.nullable(),
  Occurrences: z.array(RecurrenceOccurrenceSchema),
});
export type RecurrenceSeries = z.infer<typeof RecurrenceSeriesSchema>;
