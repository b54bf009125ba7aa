/** Days between Excel's day 0 (1899-12-30) and 1970-01-01: Excel serial dates use the 25569 offset (§9). */
export const EXCEL_EPOCH_OFFSET_DAYS = 25569;
const DAY_MS = 86_400_000;

/** An Excel serial date (days, with a fraction for the time of day) as a UTC instant. */
export const excelSerialToDate = (serial: number): Date =>
  new Date(Math.round((serial - EXCEL_EPOCH_OFFSET_DAYS) * DAY_MS));

/** A UTC instant as an Excel serial date. */
export const dateToExcelSerial = (date: Date): number => date.getTime() / DAY_MS + EXCEL_EPOCH_OFFSET_DAYS;
