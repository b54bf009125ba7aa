import type { Cell, ExportColumn } from "../export-columns.ts";

export { cellText } from "../export-columns.ts";

/** What a table file says above its rows (PDF and Word); a workbook uses the title for its sheet. */
export type TableDocument = {
  title: string;
  /** 'Generated Mar 10, 2026 04:05 PM (America/Denver)'. */
  generatedLine: string;
  /** 'Search: pump; Status: Active' or 'No filters'. */
  filtersLine: string;
  columns: readonly ExportColumn[];
};

/** Pages of cells, in order. */
export type RowFeed = AsyncIterable<Cell[][]>;

/** Writes a file of the rows at `path`; answers how many rows it wrote. */
export type TableWriter = (path: string, document: TableDocument, rows: RowFeed) => Promise<number>;
