/**
 * Calendar days of form readings, counted as whole days since 1970-01-01: adding N days is an addition and two
 * days compare as numbers. A reading is a day whatever time it carries — 03/10/2026 23:59 and 03/10/2026 are
 * the same day — so a date range never depends on the hour a person picked or on a time zone.
 */

import { daysInMonth, digitsAt } from "../../shared/calendar.rules.ts";

/** A day count since 1970-01-01 (negative before it). */
export type DayNumber = number;

// Longer than any date and time a picker writes: a longer text is refused before it is read.
const READING_MAX_LENGTH = 40;
// 'mm/dd/yyyy' (one-digit month and day too), optionally a time 'hh:mm', ':ss', AM/PM (anchored, no nested repeats).
const US_READING = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))? ?([AaPp][Mm])?)?$/;
// 'yyyy-mm-dd' as date inputs send it, optionally an ISO time, fraction and offset (the day is read as written).
const ISO_READING =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The day number of a day of the Gregorian calendar (month 1–12), exact for any year: whole-number arithmetic
 * over 400-year eras, so no Date object and no time zone is involved.
 */
export const dayNumberOf = (year: number, month: number, day: number): DayNumber => {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
};

/** The year, month (1–12) and day of a day number: the inverse of `dayNumberOf`. */
export const dayPartsOf = (dayNumber: DayNumber): { year: number; month: number; day: number } => {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
};

const pad = (value: number, width: number): string => String(value).padStart(width, "0");

/** A day as the date fields show and accept it: 'mm/dd/yyyy' (03/01/2026). */
export const formatReadingDay = (dayNumber: DayNumber): string => {
  const { year, month, day } = dayPartsOf(dayNumber);
  const yearText = year < 0 ? `-${pad(-year, 4)}` : pad(year, 4);
  return `${pad(month, 2)}/${pad(day, 2)}/${yearText}`;
};

const dayOrNull = (year: number, month: number, day: number): DayNumber | null =>
  year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)
    ? null
    : dayNumberOf(year, month, day);

/** The day of an ISO calendar day 'yyyy-mm-dd' (2026-02-30 is none), or null. */
export const isoDayNumber = (text: string): DayNumber | null => {
  if (text.length !== 10 || text[4] !== "-" || text[7] !== "-") return null;
  return dayOrNull(digitsAt(text, 0, 4), digitsAt(text, 5, 7), digitsAt(text, 8, 10));
};

/** Whether the parts of a time read from a reading make a real time (none at all is fine). */
const isClockTime = (hours?: string, minutes?: string, seconds?: string, half?: string): boolean => {
  if (hours === undefined) return true;
  const hour = Number(hours);
  const isHourValid = half === undefined ? hour <= 23 : hour >= 1 && hour <= 12;
  return isHourValid && Number(minutes) <= 59 && Number(seconds ?? 0) <= 59;
};

/**
 * The day of a date reading, or null when it is not one. Accepted: 'mm/dd/yyyy' (the date field; 3/1/2026 too),
 * the same followed by a time 'hh:mm' (the date-time field; ':ss' and AM/PM are read too), and an ISO day
 * 'yyyy-mm-dd', with or without an ISO time. Spaces around the reading are ignored; a time only has to be a
 * real time, and an ISO offset does not move the day: the day is the one written.
 */
export const readingDayNumber = (reading: string): DayNumber | null => {
  const text = reading.trim();
  if (text.length > READING_MAX_LENGTH) return null;
  const us = US_READING.exec(text);
  if (us)
    return isClockTime(us[4], us[5], us[6], us[7])
      ? dayOrNull(Number(us[3]), Number(us[1]), Number(us[2]))
      : null;
  const iso = ISO_READING.exec(text);
  if (iso)
    return isClockTime(iso[4], iso[5], iso[6])
      ? dayOrNull(Number(iso[1]), Number(iso[2]), Number(iso[3]))
      : null;
  return null;
};
