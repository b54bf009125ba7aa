import { DISPLAY_TIME_ZONE } from "../organisations/organisations.enums.ts";
import { relativeTimeOf, relativeTimeText } from "./relative-time.rules.ts";

/**
 * How every screen, export and file shows a date or a time: always on Denver's clocks (the display time zone,
 * whoever looks and wherever the server runs), in the product's display formats — 'Mar 10, 2026',
 * 'Mar 10, 2026 04:05 PM', 'Mar 2026', '04:05 PM' — and the 14-digit stamps the API reads and writes
 * ('20260310160500', Denver time). The web, the exports and the imports all format through this one module.
 */

export const DISPLAY_FORMATS = {
  date: "MMM DD, YYYY",
  dateTime: "MMM DD, YYYY hh:mm A",
  monthYear: "MMM YYYY",
  time: "hh:mm A",
} as const;

/** Stamps the API reads and writes, in the display time zone. */
export const STAMP_FORMATS = {
  stamp: "YYYYMMDDHHmmss",
  /** A day's first second, for 'from' filters. */
  dayStart: "YYYYMMDD000000",
  /** A day's last second, for 'to' filters. */
  dayEnd: "YYYYMMDD235959",
} as const;

/** The stamp that stands for 'no end date'. */
export const IGNORE_END_DATE_STAMP = "99999999999999";

export type DateInput = string | number | Date | null | undefined;

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAY_MS = 86_400_000;

const CLOCKS = new Map<string, Intl.DateTimeFormat>();
const clockOf = (timeZone: string): Intl.DateTimeFormat => {
  let clock = CLOCKS.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    CLOCKS.set(timeZone, clock);
  }
  return clock;
};

/**
 * The wall clock of a time zone at a point in time, held in a Date's UTC fields (milliseconds kept): what a
 * clock on the wall there reads.
 */
export const wallClockOf = (at: Date, timeZone: string = DISPLAY_TIME_ZONE): Date => {
  const parts: Record<string, string> = {};
  for (const part of clockOf(timeZone).formatToParts(at)) parts[part.type] = part.value;
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

const two = (n: number) => String(n).padStart(2, "0");

/** The tokens a format may use; anything else is written as it stands. */
const TOKENS = /YYYY|MMM|MM|DD|HH|hh|mm|ss|A/g;

/**
 * A wall clock (see wallClockOf) written in a format of the tokens YYYY, MMM (Jan), MM, DD, HH (00-23),
 * hh (01-12), mm, ss and A (AM/PM).
 */
export const formatWallClock = (wall: Date, pattern: string): string => {
  const hours = wall.getUTCHours();
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case "YYYY":
        return String(wall.getUTCFullYear()).padStart(4, "0");
      case "MMM":
        return MONTH_NAMES[wall.getUTCMonth()]!;
      case "MM":
        return two(wall.getUTCMonth() + 1);
      case "DD":
        return two(wall.getUTCDate());
      case "HH":
        return two(hours);
      case "hh":
        return two(hours % 12 === 0 ? 12 : hours % 12);
      case "mm":
        return two(wall.getUTCMinutes());
      case "ss":
        return two(wall.getUTCSeconds());
      default:
        return hours < 12 ? "AM" : "PM";
    }
  });
};

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The point in time a value names, or null when there is none or it is no date. */
const instantOf = (value: DateInput): Date | null => {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A point in time written in a format on the display time zone's clocks; empty for no date. */
export const formatInDisplayZone = (value: DateInput, pattern: string): string => {
  const at = instantOf(value);
  return at ? formatWallClock(wallClockOf(at), pattern) : "";
};

/** 'Mar 10, 2026 04:05 PM' (Denver time); empty for no date. */
export const formatDateTime = (value: DateInput): string =>
  formatInDisplayZone(value, DISPLAY_FORMATS.dateTime);

/** 'Mar 10, 2026' (the Denver day); empty for no date. */
export const formatDate = (value: DateInput): string => formatInDisplayZone(value, DISPLAY_FORMATS.date);

/** 'Mar 2026'; empty for no date. */
export const formatMonthYear = (value: DateInput): string =>
  formatInDisplayZone(value, DISPLAY_FORMATS.monthYear);

/** '04:05 PM' (Denver time); empty for no date. */
export const formatTime = (value: DateInput): string => formatInDisplayZone(value, DISPLAY_FORMATS.time);

/**
 * A calendar day ('2026-03-10', a purchase date, a project's end) is the same day everywhere: 'Mar 10, 2026'
 * without a time zone. Anything else is a point in time, shown as formatDate does (or formatDateTime).
 */
export const formatDayOrMoment = (value: DateInput, showsTime = false): string => {
  if (typeof value === "string") {
    const day = DAY_ONLY.exec(value);
    if (day) return formatWallClock(new Date(`${value}T00:00:00Z`), DISPLAY_FORMATS.date);
  }
  return showsTime ? formatDateTime(value) : formatDate(value);
};

/** '20260310160500' (Denver time). */
export const toStamp = (value: DateInput): string => formatInDisplayZone(value, STAMP_FORMATS.stamp);
/** '20260310000000': the start of the day (Denver) the moment falls on. */
export const toDayStartStamp = (value: DateInput): string =>
  formatInDisplayZone(value, STAMP_FORMATS.dayStart);
/** '20260310235959': the end of the day (Denver) the moment falls on. */
export const toDayEndStamp = (value: DateInput): string => formatInDisplayZone(value, STAMP_FORMATS.dayEnd);

/** The moment a Denver-time stamp names; null for the 'no end date' stamp and for anything not a stamp. */
export const parseStamp = (stamp: string): Date | null => {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  if (stamp === IGNORE_END_DATE_STAMP || !match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Strict: 20261332… is not a date (Date.UTC would roll it over into the next year).
  if (formatWallClock(wall, STAMP_FORMATS.stamp) !== stamp) return null;
  return instantOfWallClock(wall);
};

/** The point in time a Denver wall-clock reading names: '2026-11-25T08:00' → 15:00 UTC that day. */
export const instantOfDisplayClock = (reading: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(reading);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, Number(match[6] ?? 0)));
  if (wall.getUTCMonth() !== month - 1 || wall.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return instantOfWallClock(wall);
};

/**
 * 'Just Now', '45 seconds ago', '1 minute ago', '3 hours ago', 'Yesterday at 04:05 PM' (Denver time), or the
 * display date.
 */
export const formatRelativeTime = (value: DateInput, now: Date = new Date()): string => {
  const at = instantOf(value);
  if (!at) return "";
  const wall = wallClockOf(at);
  return relativeTimeText(relativeTimeOf({ at, now }), {
    time: formatWallClock(wall, DISPLAY_FORMATS.time),
    date: formatWallClock(wall, DISPLAY_FORMATS.date),
  });
};

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A day typed in an organisation's date format (shared/GetDataFormats; 'DD-MM-YYYY' by default) as
 * 'YYYY-MM-DD', or null when the text is not such a day or no such day exists (31-04-2026). The format's
 * separators may be any of '-', '/' and '.', and the day and month may have one digit ('5-3-2026').
 */
export const dayInFormat = (text: string, format: string): string | null => {
  const order: string[] = [];
  const pattern = format.replace(/YYYY|MMM|MM|DD|[-/.]|./g, (token) => {
    if (token === "YYYY" || token === "MM" || token === "DD" || token === "MMM") {
      order.push(token);
      return token === "YYYY" ? "(\\d{4})" : token === "MMM" ? "([A-Za-z]{3})" : "(\\d{1,2})";
    }
    return /[-/.]/.test(token) ? "[-/.]" : escapeForPattern(token);
  });
  const match = new RegExp(`^${pattern}$`).exec(text.trim());
  if (!match || !order.includes("YYYY") || !order.includes("DD")) return null;
  const part = (token: string) => (order.includes(token) ? match[order.indexOf(token) + 1] : undefined);
  const monthText = part("MMM");
  const month = monthText
    ? MONTH_NAMES.findIndex((m) => m.toLowerCase() === monthText.toLowerCase()) + 1
    : Number(part("MM"));
  const year = Number(part("YYYY"));
  const day = Number(part("DD"));
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = month >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? date.toISOString().slice(0, 10) : null;
};
