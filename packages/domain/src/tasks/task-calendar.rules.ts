import { DISPLAY_TIME_ZONE } from "../organisations/organisations.enums.ts";

/**
 * Calendar arithmetic of planned dates in the display time zone: a task planned at 09:00 stays at 09:00 on
 * another day, across daylight-saving changes. A wall clock is held in a Date's UTC fields.
 */

const DAY_MS = 86_400_000;

const FORMATS = new Map<string, Intl.DateTimeFormat>();
const formatOf = (timeZone: string): Intl.DateTimeFormat => {
  let format = FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    FORMATS.set(timeZone, format);
  }
  return format;
};

/** The wall clock of a time zone at a point in time (milliseconds kept). */
export const wallClockOf = (at: Date, timeZone: string = DISPLAY_TIME_ZONE): Date => {
  const parts = Object.fromEntries(
    formatOf(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return new Date(
    Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
      at.getUTCMilliseconds(),
    ),
  );
};

/**
 * The point in time a wall clock of the time zone names. A time skipped by a spring-forward change lands just
 * after it; a time repeated in autumn is its first passing.
 */
export const instantOfWallClock = (wall: Date, timeZone: string = DISPLAY_TIME_ZONE): Date => {
  const offsetAt = (t: number) => wallClockOf(new Date(t), timeZone).getTime() - t;
  const target = wall.getTime();
  // The zone's offsets a day either side: the wall clock is read under one of them (both when they agree).
  const before = target - offsetAt(target - DAY_MS);
  const after = target - offsetAt(target + DAY_MS);
  const readsBack = (t: number) => wallClockOf(new Date(t), timeZone).getTime() === target;
  const valid = [before, after].filter(readsBack).sort((a, b) => a - b);
  return new Date(valid[0] ?? before);
};

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

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const two = (n: number) => String(n).padStart(2, "0");

/** 'Mar 10, 2026 04:05 PM' in the time zone: how history shows a point in time. */
export const displayDateTime = (at: Date, timeZone: string = DISPLAY_TIME_ZONE): string => {
  const wall = wallClockOf(at, timeZone);
  const hours = wall.getUTCHours();
  const day = `${MONTHS[wall.getUTCMonth()]} ${two(wall.getUTCDate())}, ${wall.getUTCFullYear()}`;
  return `${day} ${two(hours % 12 === 0 ? 12 : hours % 12)}:${two(wall.getUTCMinutes())} ${hours < 12 ? "AM" : "PM"}`;
};
