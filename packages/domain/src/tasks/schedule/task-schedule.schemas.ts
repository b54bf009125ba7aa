import { z } from "zod";
import { RecordIdSchema } from "../../shared/id.schemas.ts";
import { calendarDaysBetween, parseCalendarDay } from "./task-calendar.rules.ts";

/** The longest range one schedule call reads: 62 days from the first to the last (a month view and its edges). */
export const SCHEDULE_MAX_DAYS = 62;
/** The most work orders one schedule call answers; past it the reply says it is cut short. */
export const SCHEDULE_MAX_TASKS = 2_000;

/** A day of the display time zone's calendar, 'YYYY-MM-DD'. */
export const ScheduleDaySchema = z
  .string({ error: "Days read YYYY-MM-DD." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Days read YYYY-MM-DD.")
  .refine((day) => parseCalendarDay(day) !== null, "This is not a day of the calendar.");

/**
 * The schedule of a range of days: the work orders planned in it (From and To included), optionally only some
 * people's or one project's.
 */
export const GetScheduleSchema = z
  .object({
    From: ScheduleDaySchema,
    To: ScheduleDaySchema,
    AssigneeIds: z.array(RecordIdSchema).max(200, "At most 200 people at a time.").nullish(),
    ProjectId: RecordIdSchema.nullish(),
  })
  .superRefine((value, issue) => {
    if (parseCalendarDay(value.From) === null || parseCalendarDay(value.To) === null) return;
    const days = calendarDaysBetween(value.From, value.To);
    if (days < 0) issue.addIssue({ code: "custom", path: ["To"], message: "To cannot be before From." });
    else if (days > SCHEDULE_MAX_DAYS)
      issue.addIssue({
        code: "custom",
        path: ["To"],
        message: `A schedule covers at most ${SCHEDULE_MAX_DAYS} days from From to To.`,
      });
  });
export type GetSchedule = z.infer<typeof GetScheduleSchema>;
export type GetScheduleInput = z.input<typeof GetScheduleSchema>;

const Id = z.number().int();

/** A work order on the schedule. */
export const ScheduleTaskSchema = z.object({
  Id,
  WorkOrderNumber: z.string(),
  Summary: z.string(),
  StatusId: z.number().int(),
  StatusName: z.string(),
  PriorityId: z.number().int(),
  PriorityName: z.string(),
  AssigneeId: Id.nullable(),
  AssigneeName: z.string().nullable(),
  /** Points in time, ISO 8601. */
  PlannedDate: z.string(),
  DueDate: z.string().nullable(),
  LocationId: Id.nullable(),
  LocationName: z.string().nullable(),
  ProjectId: Id.nullable(),
  ProjectName: z.string().nullable(),
  IsLocked: z.boolean(),
  /** Whether the caller may move it now: the Schedule right, and the task neither locked nor done. */
  CanMove: z.boolean(),
});
export type ScheduleTask = z.infer<typeof ScheduleTaskSchema>;

/** A row of the resource board: someone who does the work. */
export const ScheduleTechnicianSchema = z.object({ Id, Name: z.string() });
export type ScheduleTechnician = z.infer<typeof ScheduleTechnicianSchema>;

export const ScheduleReplySchema = z.object({
  /** The days asked for, 'YYYY-MM-DD'. */
  From: z.string(),
  To: z.string(),
  /** Whether the caller holds the Schedule right (may drag work orders at all). */
  CanSchedule: z.boolean(),
  Tasks: z.array(ScheduleTaskSchema),
  Technicians: z.array(ScheduleTechnicianSchema),
  /** More work orders are planned in the range than one reply carries (SCHEDULE_MAX_TASKS). */
  IsTruncated: z.boolean(),
});
export type ScheduleReply = z.infer<typeof ScheduleReplySchema>;

/**
 * Moves a work order to a day and a person: the time of day is kept, the due date moves by as many days, and
 * AssigneeId null leaves it unassigned.
 */
export const RescheduleSchema = z.object({
  TaskId: RecordIdSchema,
  AssigneeId: RecordIdSchema.nullable(),
  PlannedDate: ScheduleDaySchema,
});
export type Reschedule = z.infer<typeof RescheduleSchema>;

export const RescheduleReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Task: ScheduleTaskSchema,
});
export type RescheduleReply = z.infer<typeof RescheduleReplySchema>;
