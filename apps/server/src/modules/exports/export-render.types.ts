import type { MessagePort } from "node:worker_threads";
import type { ExportFormatValue } from "@fieldstead/domain";
import type { TableDocument } from "./writers/table-writer.ts";

/**
 * What a worker thread renders: a table file (workbook, PDF or Word) of the rows the main thread hands over a
 * page at a time, or a zip of a record's files, whose bytes the main thread hands over a piece at a time.
 */
export type RenderJob =
  | { kind: "table"; format: Exclude<ExportFormatValue, "zip">; path: string; document: TableDocument }
  | { kind: "zip"; path: string; fileNames: readonly string[] };

export type RenderTaskInput = { job: RenderJob; port: MessagePort };

/**
 * The worker's questions to the main thread, which alone reads the database and the files storage. Each is
 * asked only when the worker is ready for its answer, so the main thread never reads far ahead.
 */
export const RENDER_ASKS = {
  /** The next page of cells (`Cell[][]`), or null after the last one. */
  nextRows: "nextRows",
  /** Opens file `index` of the zip; answers false when storage no longer holds it. */
  openFile: "openFile",
  /** The next piece of the open file's bytes (`Uint8Array`), or null at its end. */
  nextChunk: "nextChunk",
} as const;
