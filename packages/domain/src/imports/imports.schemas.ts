import { z } from "zod";
import { RecordIdSchema } from "../shared/id.schemas.ts";
import { ExportJobState } from "../assets/assets.enums.ts";
import { enumSchema } from "../shared/enum-schema.ts";
import { ImportPhase } from "./imports.enums.ts";
import { ImportKindIdSchema } from "./imports.enum-schemas.ts";

// The import's columns and row rules are part of this capability's public surface.
export * from "./import-columns.rules.ts";
export * from "./import-csv.rules.ts";
export * from "./import-dates.rules.ts";
export * from "./import-headers.rules.ts";
export * from "./import-rows.rules.ts";
export * from "./import-checks.rules.ts";
export * from "./task-import-columns.rules.ts";
export * from "./task-import.rules.ts";
export * from "./lease-import-columns.rules.ts";
export * from "./lease-import.rules.ts";
export * from "./charge-code-import-columns.rules.ts";
export * from "./charge-code-import.rules.ts";

/** Starts an import (multipart: one .xlsx or .csv file, with the kind in the query). */
export const StartImportQuerySchema = z.object({
  ImportKind: z.coerce.number<unknown>({ error: "ImportKind must be a number" }).pipe(ImportKindIdSchema),
});
/** A started import: the job to follow with GetImportJob. */
export const StartImportReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  JobId: z.number().int(),
});
export type StartImportReply = z.infer<typeof StartImportReplySchema>;

/** A refused cell: the file's row number as a spreadsheet shows it (the header is row 1) and the column. */
export const ImportProblemSchema = z.object({
  Row: z.number().int(),
  Field: z.string(),
  Message: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

export const ImportJobSchema = z.object({
  JobId: z.number().int(),
  ImportKind: z.number().int(),
  FileName: z.string(),
  /** InProgress 1, Completed 2, Failed 3 (the export job states). */
  State: enumSchema(ExportJobState),
  Phase: enumSchema(ImportPhase),
  Progress: z.number(),
  TotalRows: z.number().int(),
  /**
   * Rows written: all of them or none, except a lease import, which writes its good rows and lists the rows it
   * left out in Problems.
   */
  Written: z.number().int(),
  Problems: z.array(ImportProblemSchema),
  Message: z.string().nullable(),
  CreatedOn: z.string(),
  CompletedOn: z.string().nullable(),
});
export type ImportJob = z.infer<typeof ImportJobSchema>;

export const ImportJobQuerySchema = z.object({
  JobId: z.coerce.number<unknown>({ error: "JobId must be a number" }).pipe(RecordIdSchema),
});
export const ImportTemplateQuerySchema = StartImportQuerySchema;

/** The report keeps this many problems; the message still counts every refused row. */
export const IMPORT_PROBLEMS_KEPT = 1_000;
