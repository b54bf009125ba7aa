import { z } from "zod";
import { RecordIdSchema } from "../shared/id.schemas.ts";
import { ExportMode, type ExportJobStateId } from "../assets/assets.enums.ts";
import { enumSchema } from "../shared/enum.ts";
import { ExportFormatSchema, ExportKindIdSchema } from "./exports.enums.ts";

/**
 * Starts an export. Query is the list's own request, exactly as its grid sends it (filters, sort, search and
 * the list's own conditions), so the file holds what the grid shows; a media export names the record
 * ({ EntityType, EntityId }). Instant (1) answers with the file; Queued (0) answers with a job.
 */
export const StartExportSchema = z.object({
  ExportKind: ExportKindIdSchema,
  Mode: enumSchema({ Queued: ExportMode.Queued, Instant: ExportMode.Instant }),
  Format: ExportFormatSchema,
  Query: z.record(z.string(), z.unknown()).default({}),
  /** Columns to write, in order (the grid's visible columns); every column of the kind when absent. */
  Columns: z.array(z.string().min(1).max(64)).max(100).optional(),
});
export type StartExportInput = z.input<typeof StartExportSchema>;
export type StartExportReply = { StatusCode: number; StatusMessage: string; JobId: number };

export type ExportJob = {
  JobId: number;
  ExportKind: number;
  Title: string;
  Format: string;
  FileName: string;
  State: ExportJobStateId;
  /** 0–100. */
  Progress: number;
  RowCount: number;
  ErrorMessage: string | null;
  CreatedOn: string;
  CompletedOn: string | null;
};
export type ExportJobsReply = { Jobs: ExportJob[] };

export const ExportJobQuerySchema = z.object({
  JobId: z.coerce.number<unknown>({ error: "JobId must be a number" }).pipe(RecordIdSchema),
});
export const DeleteExportJobSchema = z.object({ JobId: RecordIdSchema });
