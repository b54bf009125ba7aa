/**
 * The Gregorian calendar's plain facts, shared by every rule that reads days by hand (leases' schedules, form
 * readings): reading a day from text without a Date object keeps time zones out of it, and is fast.
 */

/** Whether a year has 29 February. */
export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The number of days of a month (1–12) of a year; 0 for a month that does not exist. */
export const daysInMonth = (year: number, month: number): number =>
  month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);

const DIGIT_0 = 48;

/** The value of the digits of `text` from `start` to `end`, or -1 when one of them is not an ASCII digit. */
export const digitsAt = (text: string, start: number, end: number): number => {
  let value = 0;
  for (let i = start; i < end; i += 1) {
    const digit = text.charCodeAt(i) - DIGIT_0;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
};
