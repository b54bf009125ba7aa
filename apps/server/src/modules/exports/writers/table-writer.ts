import type { Cell, ExportColumn } from "../export-columns.ts";

/** What a table file says above its rows (PDF and Word); a workbook uses the title for its sheet. */
export type TableDocument = {
  title: string;
  /** 'Generated 2026-03-10 16:05 (America/Denver)'. */
  generatedLine: string;
  /** 'Search: pump; Status: Active' or 'No filters'. */
  filtersLine: string;
  columns: readonly ExportColumn[];
};

/** Pages of cells, in order. */
export type RowFeed = AsyncIterable<Cell[][]>;

/** Writes a file of the rows at `path`; answers how many rows it wrote. */
export type TableWriter = (path: string, document: TableDocument, rows: RowFeed) => Promise<number>;

export const cellText = (cell: Cell): string => (cell === null ? "" : String(cell));
