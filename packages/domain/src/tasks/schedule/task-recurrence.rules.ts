import { DISPLAY_TIME_ZONE } from "../../organisations/organisations.enums.ts";
import { assertNever } from "../../shared/enum.ts";
import { instantOfWallClock, wallClockOf } from "../../shared/display-time.rules.ts";
import { calendarDayOf } from "./task-calendar.rules.ts";
import { TaskTimeUnit, type TaskTimeUnitValue } from "../tasks.enums.ts";

export type OccurrenceStep = { every: number; unit: TaskTimeUnitValue };

const MINUTE_MS = 60_000;

/** The number of days of a month (month 0–11; a month past 11 runs into the next years). */
const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** A wall clock `months` months later, on the same day of the month or the month's last day when it is shorter. */
const addMonths = (wall: Date, months: number): Date => {
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + months;
  const day = Math.min(wall.getUTCDate(), daysInMonth(year, month));
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      wall.getUTCHours(),
      wall.getUTCMinutes(),
      wall.getUTCSeconds(),
      wall.getUTCMilliseconds(),
    ),
  );
};

/**
 * The next occurrence of a recurring task: `planned` advanced by `every` × `unit` (portal-platform §3.7 task
 * time units). Minutes count elapsed time; days, weeks, months, quarters (3 months) and years count the
 * calendar of the display time zone and keep the time of day. A month step from a day the target month lacks
 * lands on its last day: Jan 31 + 1 Month is Feb 28 (Feb 29 in a leap year).
 */
export const nextOccurrence = ({
  planned,
  every,
  unit,
  timeZone = DISPLAY_TIME_ZONE,
}: OccurrenceStep & { planned: Date; timeZone?: string }): Date => {
  if (unit === TaskTimeUnit.Minute) return new Date(planned.getTime() + every * MINUTE_MS);
  const wall = wallClockOf(planned, timeZone);
  const later = (() => {
    switch (unit) {
      case TaskTimeUnit.Day:
        return new Date(wall.getTime() + every * 86_400_000);
      case TaskTimeUnit.Week:
        return new Date(wall.getTime() + every * 7 * 86_400_000);
      case TaskTimeUnit.Month:
        return addMonths(wall, every);
      case TaskTimeUnit.Quarter:
        return addMonths(wall, every * 3);
      case TaskTimeUnit.Year:
        return addMonths(wall, every * 12);
      default:
        return assertNever(unit);
    }
  })();
  return instantOfWallClock(later, timeZone);
};

/** Whether an occurrence planned then is still within a series that runs until a day ('YYYY-MM-DD', inclusive). */
export const isWithinSeries = (
  { planned, until }: { planned: Date; until: string | null },
  timeZone: string = DISPLAY_TIME_ZONE,
): boolean => until === null || calendarDayOf(planned, timeZone) <= until;
