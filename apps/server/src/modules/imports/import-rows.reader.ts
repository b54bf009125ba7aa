import { stat } from "node:fs/promises";
import {
  IMPORT_MAX_ROWS,
  isBlankRow,
  matchImportHeaders,
  readImportRow,
  type ImportKindId,
  type ImportProblem,
} from "@fieldstead/domain";
import { readFileRows, type ImportFormat } from "./import-file.reader.ts";
import type { ImportRow } from "./import-run.types.ts";

/** A file refused as a whole: its header, its size, or no rows at all. */
export type FileRefusal = { refused: true; problems: ImportProblem[]; rows: number };

/**
 * Reads the file (in a worker thread): the header row, then each non-blank row by its columns (at most
 * IMPORT_MAX_ROWS). `onFraction` hears how much of the file is read.
 */
export const readImportRows = async (
  file: { kind: ImportKindId; path: string; format: ImportFormat; dateFormat: string },
  onFraction: (f: number) => void,
): Promise<ImportRow[] | FileRefusal> => {
  const size = (await stat(file.path)).size || 1;
  const rows: ImportRow[] = [];
  let layout: ReturnType<typeof matchImportHeaders> | null = null;
  for await (const { rowNumber, cells } of readFileRows(file.path, file.format, (bytes) =>
    onFraction(bytes / size),
  )) {
    if (layout === null) {
      layout = matchImportHeaders({ kind: file.kind, headers: cells });
      if (!layout.ok) return { refused: true, problems: layout.problems, rows: 0 };
      continue;
    }
    if (isBlankRow(cells)) continue;
    if (rows.length + 1 > IMPORT_MAX_ROWS)
      return {
        refused: true,
        rows: rows.length,
        problems: [
          {
            Row: rowNumber,
            Field: "",
            Message: `A file may hold at most ${IMPORT_MAX_ROWS.toLocaleString("en-US")} rows; split it in parts.`,
          },
        ],
      };
    rows.push({
      rowNumber,
      ...readImportRow({ layout: layout.layout, cells, rowNumber, dateFormat: file.dateFormat }),
    });
  }
  if (layout === null || rows.length === 0)
    return {
      refused: true,
      rows: 0,
      problems: [{ Row: 2, Field: "", Message: "The file has no rows below its header row." }],
    };
  return rows;
};
