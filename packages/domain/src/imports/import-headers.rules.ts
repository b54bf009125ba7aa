import type { ImportProblem } from "./imports.schemas.ts";
import type { ImportKindId } from "./imports.enums.ts";
import { IMPORT_COLUMNS, normalizeHeader, type ImportColumn } from "./import-columns.rules.ts";
import type { ImportCell } from "./import-dates.rules.ts";

/** Where each column of the kind stands in the file (its cell index), for the columns the file has. */
export type ImportLayout = { column: ImportColumn; index: number }[];

export type HeaderMatch = { ok: true; layout: ImportLayout } | { ok: false; problems: ImportProblem[] };

const cellText = (cell: ImportCell): string =>
  cell === null ? "" : cell instanceof Date ? cell.toISOString() : String(cell);

/**
 * Reads the header row (row 1): each header names a column of the kind, matched ignoring case and spaces.
 * Missing required columns, unknown headers and a column given twice are problems of row 1.
 */
export const matchImportHeaders = ({
  kind,
  headers,
}: {
  kind: ImportKindId;
  headers: readonly ImportCell[];
}): HeaderMatch => {
  const columns = IMPORT_COLUMNS[kind];
  const problems: ImportProblem[] = [];
  const layout: ImportLayout = [];
  headers.forEach((cell, index) => {
    const header = cellText(cell).trim();
    if (header === "") return;
    const column = columns.find((c) => normalizeHeader(c.header) === normalizeHeader(header));
    if (!column) {
      const known = columns.map((c) => c.header).join(", ");
      problems.push({
        Row: 1,
        Field: header,
        Message: `This column is not one the import reads (${known}).`,
      });
    } else if (layout.some((l) => l.column === column))
      problems.push({ Row: 1, Field: column.header, Message: "This column is given twice." });
    else layout.push({ column, index });
  });
  for (const column of columns)
    if (column.isRequired && !layout.some((l) => l.column === column))
      problems.push({ Row: 1, Field: column.header, Message: "This column is required but missing." });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, layout };
};
