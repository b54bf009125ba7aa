/**
 * Calendar days of leases: a day is an ISO date "YYYY-MM-DD" with no time and no time zone, so a lease that
 * starts on 1 March starts on 1 March wherever it is read. Two days compare as strings.
 */

import { daysInMonth, digitsAt } from "../shared/calendar.rules.ts";

type DayParts = { year: number; month: number; day: number };

// Parsed by hand rather than by a regular expression: schedules parse and write days by the thousand.
const partsOf = (value: string): DayParts | null => {
  if (value.length !== 10 || value[4] !== "-" || value[7] !== "-") return null;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 7);
  const day = digitsAt(value, 8, 10);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
};

const requireParts = (value: string): DayParts => {
  const parts = partsOf(value);
  if (!parts) throw new RangeError(`Not a calendar day: ${value}`);
  return parts;
};

const requireWholeNumber = (value: number, what: string): void => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number: ${value}`);
};

const TWO_DIGITS = Array.from({ length: 32 }, (_, n) => String(n).padStart(2, "0"));

const dayOf = (year: number, month: number, day: number): string => {
  if (year < 0 || year > 9999) throw new RangeError(`Year out of range: ${year}`);
  const yearText = year >= 1000 ? String(year) : String(year).padStart(4, "0");
  return `${yearText}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}`;
};

/** Whether a text is a real calendar day written "YYYY-MM-DD" (2026-02-30 is not; 2028-02-29 is). */
export const isIsoDay = (value: string): boolean => partsOf(value) !== null;

/**
 * The day `months` calendar months after `day` (before it when negative), on the same day of the month, or on
 * the month's last day when that month is shorter: 2026-01-31 + 1 month is 2026-02-28, and 2028-02-29 in a
 * leap year. Throws a RangeError for a text that is not a calendar day.
 */
export const addMonthsToDay = (day: string, months: number): string => {
  requireWholeNumber(months, "Months");
  const parts = requireParts(day);
  const index = parts.year * 12 + (parts.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return dayOf(year, month, Math.min(parts.day, daysInMonth(year, month)));
};

/** The day `days` days after `day` (before it when negative). Throws a RangeError for a text that is not a day. */
export const addDaysToDay = (day: string, days: number): string => {
  requireWholeNumber(days, "Days");
  const parts = requireParts(day);
  const { year, month } = parts;
  const target = parts.day + days;
  // Within the month, or into the next or the one before, by hand (the everyday case: a due date, a day before).
  const length = daysInMonth(year, month);
  if (target >= 1 && target <= length) return dayOf(year, month, target);
  if (target > length && target - length <= 28)
    return month === 12 ? dayOf(year + 1, 1, target - length) : dayOf(year, month + 1, target - length);
  if (target < 1 && target > -28)
    return month === 1
      ? dayOf(year - 1, 12, 31 + target)
      : dayOf(year, month - 1, daysInMonth(year, month - 1) + target);
  // Further with a UTC date: UTC has no daylight-saving shifts, so every day is 24 hours long.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, target);
  return dayOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
};
