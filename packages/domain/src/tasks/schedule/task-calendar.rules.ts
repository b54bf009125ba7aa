import { DISPLAY_TIME_ZONE } from "../../organisations/organisations.enums.ts";
import { instantOfWallClock, wallClockOf } from "../../shared/display-time.rules.ts";

/**
 * Calendar arithmetic of planned dates in the display time zone: a task planned at 09:00 stays at 09:00 on
 * another day, across daylight-saving changes. A wall clock is held in a Date's UTC fields (the clocks
 * themselves: shared/display-time.rules.ts).
 */

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD': the day of the time zone a point in time falls on. */
export const calendarDayOf = (at: Date, timeZone: string = DISPLAY_TIME_ZONE): string =>
  wallClockOf(at, timeZone).toISOString().slice(0, 10);

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a 'YYYY-MM-DD' day, or null for anything that is not a day of the calendar. */
export const parseCalendarDay = (day: string): Date | null => {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : date;
};

const dayDate = (day: string): Date => {
  const date = parseCalendarDay(day);
  if (!date) throw new RangeError(`not a day: ${day}`);
  return date;
};

/** The day `count` days after (or before, when negative) a day. */
export const addCalendarDays = (day: string, count: number): string =>
  new Date(dayDate(day).getTime() + count * DAY_MS).toISOString().slice(0, 10);

/** Whole days from one day to another (negative when `to` comes first). */
export const calendarDaysBetween = (from: string, to: string): number =>
  Math.round((dayDate(to).getTime() - dayDate(from).getTime()) / DAY_MS);

/** The first instant of a day in the time zone. */
export const startOfCalendarDay = (day: string, timeZone: string = DISPLAY_TIME_ZONE): Date =>
  instantOfWallClock(dayDate(day), timeZone);

/** The same wall-clock time of the time zone, on another day. */
export const atSameTimeOn = (
  { at, day }: { at: Date; day: string },
  timeZone: string = DISPLAY_TIME_ZONE,
): Date => {
  const wall = wallClockOf(at, timeZone);
  const timeOfDay = wall.getTime() - dayDate(wall.toISOString().slice(0, 10)).getTime();
  return instantOfWallClock(new Date(dayDate(day).getTime() + timeOfDay), timeZone);
};

/** The Monday of the week a day falls in (weeks run Monday to Sunday). */
export const mondayOfWeek = (day: string): string => {
  const weekday = dayDate(day).getUTCDay();
  return addCalendarDays(day, -((weekday + 6) % 7));
};
