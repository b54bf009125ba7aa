import { defineContract, rawReply } from "../shared/contract.ts";
import {
  DeleteExportJobReplySchema,
  DeleteExportJobSchema,
  ExportJobQuerySchema,
  ExportJobsReplySchema,
  StartExportReplySchema,
  StartExportSchema,
} from "./exports.schemas.ts";

const TAG = "Exports";
// Each kind's own module right (EXPORT_KINDS) is checked by the service.
const SESSION = { kind: "session" } as const;

export const StartExportContract = defineContract({
  method: "POST",
  path: "/Export/Start",
  summary: "Exports a list or a record's media: Instant (1) streams the file back, Queued (0) starts a job.",
  tag: TAG,
  access: SESSION,
  body: StartExportSchema,
  // Queued answers this JSON; Instant answers the file itself (its format's media type, as an attachment).
  reply: StartExportReplySchema,
});

export const GetExportJobsContract = defineContract({
  method: "GET",
  path: "/Export/GetDownloadCenter",
  summary: "The caller's export jobs, newest first (ExportJobsReply): the download centre.",
  tag: TAG,
  access: SESSION,
  reply: ExportJobsReplySchema,
});

export const DownloadExportContract = defineContract({
  method: "GET",
  path: "/Export/Download",
  summary: "The file of one of the caller's completed export jobs, as an attachment.",
  tag: TAG,
  access: SESSION,
  query: ExportJobQuerySchema,
  reply: rawReply(
    "application/octet-stream",
    "The export's file as an attachment, sent with its format's media type (xlsx, pdf, docx or zip).",
  ),
});

export const DeleteExportJobContract = defineContract({
  method: "POST",
  path: "/Export/DeleteJob",
  summary: "Removes one of the caller's export jobs and its file from the download centre.",
  tag: TAG,
  access: SESSION,
  body: DeleteExportJobSchema,
  reply: DeleteExportJobReplySchema,
});
