import type { ImportProblem } from "./imports.schemas.ts";
import { normalizeHeader, ImportColumnType, type ImportColumn } from "./import-columns.rules.ts";
import { parseImportDate, type ImportCell } from "./import-dates.rules.ts";
import type { ImportLayout } from "./import-headers.rules.ts";
import { isStorableText } from "../shared/text.rules.ts";
import { DEFAULT_DATE_FORMAT } from "../organisations/organisations.enums.ts";

export type CellOutcome =
  { ok: true; value: string | number | boolean | null } | { ok: false; message: string };

const isBlank = (cell: ImportCell) => cell === null || (typeof cell === "string" && cell.trim() === "");

/** A row with nothing in any cell is no row (spreadsheets keep formatted empty rows). */
export const isBlankRow = (cells: readonly ImportCell[]): boolean => cells.every(isBlank);

const asText = (cell: Exclude<ImportCell, null>): string =>
  cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim();

// A number in text: digits with an optional sign and decimals (no thousands separators, no units).
const NUMBER_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** One cell as its column reads it: text trimmed, numbers, whole numbers, dates (YYYY-MM-DD) or a choice. */
export const readImportCell = (
  column: ImportColumn,
  cell: ImportCell,
  dateFormat: string = DEFAULT_DATE_FORMAT,
): CellOutcome => {
  if (isBlank(cell))
    return column.isRequired ? { ok: false, message: "A value is required." } : { ok: true, value: null };
  const value = cell as Exclude<ImportCell, null>;
  if (typeof value === "string" && !isStorableText(value))
    return { ok: false, message: "This cell holds a NUL character or a broken character; retype it." };
  switch (column.type) {
    case ImportColumnType.Text:
      return { ok: true, value: asText(value) };
    case ImportColumnType.Number:
    case ImportColumnType.WholeNumber: {
      const n =
        typeof value === "number" ? value : NUMBER_TEXT.test(asText(value)) ? Number(asText(value)) : NaN;
      if (!Number.isFinite(n)) return { ok: false, message: `'${asText(value)}' is not a number.` };
      if (column.type === ImportColumnType.WholeNumber && !Number.isInteger(n))
        return { ok: false, message: `${n} is not a whole number.` };
      return { ok: true, value: n };
    }
    case ImportColumnType.Date: {
      if (typeof value === "boolean") return { ok: false, message: "This is not a date." };
      const date = parseImportDate(value, dateFormat);
      return date.ok ? { ok: true, value: date.date } : date;
    }
    case ImportColumnType.Choice: {
      const wanted = normalizeHeader(asText(value));
      const choice = column.choices?.find(
        (c) => normalizeHeader(c.label) === wanted || normalizeHeader(String(c.value)) === wanted,
      );
      return choice
        ? { ok: true, value: choice.value }
        : {
            ok: false,
            message: `'${asText(value)}' is not one of ${column.choices?.map((c) => c.label).join(", ")}.`,
          };
    }
  }
};

/**
 * One data row: each column's cell read by its type. Values of absent or empty optional columns are left out;
 * problems name the row as a spreadsheet numbers it and the column's header.
 */
export const readImportRow = ({
  layout,
  cells,
  rowNumber,
  dateFormat = DEFAULT_DATE_FORMAT,
}: {
  layout: ImportLayout;
  cells: readonly ImportCell[];
  rowNumber: number;
  /** The organisation's date format (shared/GetDataFormats): how a date typed as text is read. */
  dateFormat?: string;
}): { values: Record<string, string | number | boolean>; problems: ImportProblem[] } => {
  const values: Record<string, string | number | boolean> = {};
  const problems: ImportProblem[] = [];
  for (const { column, index } of layout) {
    const outcome = readImportCell(column, cells[index] ?? null, dateFormat);
    if (!outcome.ok) problems.push({ Row: rowNumber, Field: column.header, Message: outcome.message });
    else if (outcome.value !== null) values[column.field] = outcome.value;
  }
  return { values, problems };
};
