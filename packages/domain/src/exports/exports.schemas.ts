import { z } from "zod";
import { RecordIdSchema } from "../shared/id.schemas.ts";
import { ExportJobState, ExportMode } from "../assets/assets.enums.ts";
import { enumSchema } from "../shared/enum-schema.ts";
import { ExportFormatSchema, ExportKindIdSchema } from "./exports.enum-schemas.ts";

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
/** A queued export's job (an instant export answers the file itself instead). */
export const StartExportReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  JobId: z.number().int(),
});
export type StartExportReply = z.infer<typeof StartExportReplySchema>;

export const ExportJobSchema = z.object({
  JobId: z.number().int(),
  ExportKind: z.number().int(),
  Title: z.string(),
  Format: z.string(),
  FileName: z.string(),
  State: enumSchema(ExportJobState),
  /** 0–100. */
  Progress: z.number(),
  RowCount: z.number().int(),
  ErrorMessage: z.string().nullable(),
  CreatedOn: z.string(),
  CompletedOn: z.string().nullable(),
});
export type ExportJob = z.infer<typeof ExportJobSchema>;
export const ExportJobsReplySchema = z.object({ Jobs: z.array(ExportJobSchema) });
export type ExportJobsReply = z.infer<typeof ExportJobsReplySchema>;

export const ExportJobQuerySchema = z.object({
  JobId: z.coerce.number<unknown>({ error: "JobId must be a number" }).pipe(RecordIdSchema),
});
export const DeleteExportJobSchema = z.object({ JobId: RecordIdSchema });
/** A removed export job: the result code alone. */
export const DeleteExportJobReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
});
export type DeleteExportJobReply = z.infer<typeof DeleteExportJobReplySchema>;
