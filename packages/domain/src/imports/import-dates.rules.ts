import { excelSerialToDate } from "../documents/excel-dates.rules.ts";
import { DEFAULT_DATE_FORMAT } from "../organisations/organisations.enums.ts";
import { dayInFormat } from "../shared/display-time.rules.ts";

/** What a spreadsheet cell holds once read: text, a number, a yes/no, a date, or nothing. */
export type ImportCell = string | number | boolean | Date | null;

export type ImportDateOutcome = { ok: true; date: string } | { ok: false; message: string };

/** What an import accepts as a date, the organisation's own date format (shared/GetDataFormats) among them. */
export const importDateMessage = (dateFormat: string = DEFAULT_DATE_FORMAT): string =>
  `Give a date as YYYY-MM-DD, as 'Jan 31, 2024' (MMM DD, YYYY) or as ${dateFormat} (${sampleDay(dateFormat)}).`;

/** 31 January 2024 in a date format: '31-01-2024' for DD-MM-YYYY. */
const sampleDay = (dateFormat: string) =>
  dateFormat.replace("YYYY", "2024").replace("MMM", "Jan").replace("MM", "01").replace("DD", "31");

export const IMPORT_DATE_MESSAGE = importDateMessage();

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

const fromText = (text: string, dateFormat: string): string | null => {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  // The display format 'MMM DD, YYYY' ('Jan 05, 2024'; the day may have one digit, the comma may be left out).
  const display = /^([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  if (display) {
    const month = MONTHS.indexOf(display[1]!.toLowerCase()) + 1;
    return month === 0 ? null : calendarDay(Number(display[3]), month, Number(display[2]));
  }
  // The organisation's date format (DD-MM-YYYY by default; its separator may be '-', '/' or '.').
  const typed = dayInFormat(text, dateFormat);
  return typed && calendarDay(...(typed.split("-").map(Number) as [number, number, number]));
};

/**
 * A date cell as YYYY-MM-DD. A number is an Excel serial date (days since 1899-12-30: the 25569 offset to
 * 1970-01-01), its time of day dropped; a date read from a workbook keeps its calendar day (UTC).
 */
export const parseImportDate = (
  cell: Exclude<ImportCell, null | boolean>,
  dateFormat: string = DEFAULT_DATE_FORMAT,
): ImportDateOutcome => {
  const message = importDateMessage(dateFormat);
  if (typeof cell === "number") {
    if (!Number.isFinite(cell) || cell < 1 || cell > EXCEL_SERIAL_MAX)
      return { ok: false, message: `${cell} is not an Excel date. ${message}` };
    return { ok: true, date: excelSerialToDate(Math.floor(cell)).toISOString().slice(0, 10) };
  }
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return { ok: false, message };
    return { ok: true, date: cell.toISOString().slice(0, 10) };
  }
  const date = fromText(cell.trim(), dateFormat);
  return date === null
    ? { ok: false, message: `'${cell.trim()}' is not a date. ${message}` }
    : { ok: true, date };
};
