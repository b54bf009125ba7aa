import { z } from "zod";
import { RecordIdSchema } from "../shared/id.schemas.ts";
import type { ExportJobStateId } from "../assets/assets.enums.ts";
import { ImportKindIdSchema, type ImportPhaseValue } from "./imports.enums.ts";

// The import's columns and row rules are part of this capability's public surface.
export * from "./import-columns.rules.ts";
export * from "./import-csv.rules.ts";
export * from "./import-dates.rules.ts";
export * from "./import-headers.rules.ts";
export * from "./import-rows.rules.ts";
export * from "./import-checks.rules.ts";
export * from "./task-import-columns.rules.ts";
export * from "./task-import.rules.ts";

/** Starts an import (multipart: one .xlsx or .csv file, with the kind in the query). */
export const StartImportQuerySchema = z.object({
  ImportKind: z.coerce.number<unknown>({ error: "ImportKind must be a number" }).pipe(ImportKindIdSchema),
});
export type StartImportReply = { StatusCode: number; StatusMessage: string; JobId: number };

/** A refused cell: the file's row number as a spreadsheet shows it (the header is row 1) and the column. */
export type ImportProblem = { Row: number; Field: string; Message: string };

export type ImportJob = {
  JobId: number;
  ImportKind: number;
  FileName: string;
  /** InProgress 1, Completed 2, Failed 3 (the export job states). */
  State: ExportJobStateId;
  Phase: ImportPhaseValue;
  Progress: number;
  TotalRows: number;
  /** Rows written (all of them, or none). */
  Written: number;
  Problems: ImportProblem[];
  Message: string | null;
  CreatedOn: string;
  CompletedOn: string | null;
};

export const ImportJobQuerySchema = z.object({
  JobId: z.coerce.number<unknown>({ error: "JobId must be a number" }).pipe(RecordIdSchema),
});
export const ImportTemplateQuerySchema = StartImportQuerySchema;

/** The report keeps this many problems; the message still counts every refused row. */
export const IMPORT_PROBLEMS_KEPT = 1_000;
