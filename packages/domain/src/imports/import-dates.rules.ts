import { excelSerialToDate } from "../documents/excel-dates.rules.ts";

/** What a spreadsheet cell holds once read: text, a number, a yes/no, a date, or nothing. */
export type ImportCell = string | number | boolean | Date | null;

export type ImportDateOutcome = { ok: true; date: string } | { ok: false; message: string };

export const IMPORT_DATE_MESSAGE =
  "Give a date as YYYY-MM-DD, as 'Jan 31, 2024' (MMM DD, YYYY) or as DD-MM-YYYY (31-01-2024).";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** Excel's largest serial date (9999-12-31); 0 and below are no dates. */
const EXCEL_SERIAL_MAX = 2_958_465;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The day as YYYY-MM-DD when it exists in the calendar (no 31 April, no 29 February 2023). */
const calendarDay = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  const ok = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return ok && year >= 1900 && year <= 9999 ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : null;
};

const fromText = (text: string): string | null => {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  // The display format 'MMM DD, YYYY' ('Jan 05, 2024'; the day may have one digit, the comma may be left out).
  const display = /^([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  if (display) {
    const month = MONTHS.indexOf(display[1]!.toLowerCase()) + 1;
    return month === 0 ? null : calendarDay(Number(display[3]), month, Number(display[2]));
  }
  // The default date format DD-MM-YYYY (also with '/' or '.').
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (dmy) return calendarDay(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  return null;
};

/**
 * A date cell as YYYY-MM-DD. A number is an Excel serial date (days since 1899-12-30: the 25569 offset to
 * 1970-01-01), its time of day dropped; a date read from a workbook keeps its calendar day (UTC).
 */
export const parseImportDate = (cell: Exclude<ImportCell, null | boolean>): ImportDateOutcome => {
  if (typeof cell === "number") {
    if (!Number.isFinite(cell) || cell < 1 || cell > EXCEL_SERIAL_MAX)
      return { ok: false, message: `${cell} is not an Excel date. ${IMPORT_DATE_MESSAGE}` };
    return { ok: true, date: excelSerialToDate(Math.floor(cell)).toISOString().slice(0, 10) };
  }
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return { ok: false, message: IMPORT_DATE_MESSAGE };
    return { ok: true, date: cell.toISOString().slice(0, 10) };
  }
  const date = fromText(cell.trim());
  return date === null
    ? { ok: false, message: `'${cell.trim()}' is not a date. ${IMPORT_DATE_MESSAGE}` }
    : { ok: true, date };
};
