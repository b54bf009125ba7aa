import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import {
  EXPORT_CONTENT_TYPES,
  EXPORT_KINDS,
  ExportJobState,
  ExportMode,
  ResultCode,
  type ExportFormatValue,
  type ExportJob,
  type ExportJobsReply,
  type ExportKindId,
  type StartExportReply,
  type StartExportSchema,
} from "@fieldstead/domain";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { leftoverCutoff } from "../../lib/job-heartbeat.ts";
import { AppError } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { runExportJob, tempExportFile } from "./export-job.ts";
import { planExport } from "./export-plan.ts";
import { produceExport } from "./export-producer.ts";
import type { ExportQueue } from "./export-queue.ts";
import {
  deleteExportJob,
  failUnfinishedJobs,
  insertExportJob,
  listOwnExportJobs,
  readOwnExportJob,
  type ExportJobRow,
} from "./exports.repository.ts";

type Start = z.output<typeof StartExportSchema>;

/** A file to send: its name, type and body; `done` cleans up once it has been sent (or not). */
export type ExportFile = { fileName: string; contentType: string; body: Readable; done: () => Promise<void> };

export type StartOutcome = { kind: "file"; file: ExportFile } | { kind: "job"; reply: StartExportReply };

const DOWNLOAD_CENTRE_SIZE = 100;
export const STOPPED_MESSAGE = "The server stopped while this export ran; start it again.";

/**
 * Starts an export. Instant: the file is written to a temporary file first (so a failure is a clean error,
 * never half a file) and handed back. Queued: a job row at once, the work in the background queue.
 */
export const startExport = async (
  ctx: AppContext,
  queue: ExportQueue,
  session: ActiveSession,
  body: Start,
): Promise<StartOutcome> => {
  const plan = await planExport(ctx, session, body);
  if (body.Mode === ExportMode.Instant) {
    const temp = await tempExportFile(plan.fileName);
    try {
      await produceExport(ctx, session, plan, temp.path);
    } catch (err) {
      await temp.dispose();
      throw err;
    }
    return {
      kind: "file",
      file: {
        fileName: plan.fileName,
        contentType: EXPORT_CONTENT_TYPES[plan.format],
        body: createReadStream(temp.path),
        done: temp.dispose,
      },
    };
  }
  const jobId = await insertExportJob(ctx.db, {
    orgId: session.orgId,
    employeeId: session.employeeId,
    kind: body.ExportKind,
    format: body.Format,
    request: { Query: body.Query, Columns: body.Columns ?? null },
    fileName: plan.fileName,
    createdAt: plan.startedAt,
  });
  const untrack = queue.track(jobId);
  queue.enqueue(() => runExportJob(ctx, session, plan, jobId).finally(untrack));
  return {
    kind: "job",
    reply: { StatusCode: ResultCode.Success, StatusMessage: "Export started", JobId: jobId },
  };
};

const toJob = (row: ExportJobRow): ExportJob => ({
  JobId: row.id,
  ExportKind: row.kind,
  Title: EXPORT_KINDS[row.kind as ExportKindId]?.title ?? "Export",
  Format: row.format,
  FileName: row.fileName,
  State: row.state,
  Progress: row.progress,
  RowCount: row.rowCount,
  ErrorMessage: row.errorMessage,
  CreatedOn: row.createdAt.toISOString(),
  CompletedOn: row.completedAt?.toISOString() ?? null,
});

/** The caller's own export jobs in this organisation, newest first. */
export const downloadCentre = async (ctx: AppContext, session: ActiveSession): Promise<ExportJobsReply> => ({
  Jobs: (await listOwnExportJobs(ctx.db, session, DOWNLOAD_CENTRE_SIZE)).map(toJob),
});

/** The file of one of the caller's finished jobs; someone else's job, or a failed one, is not found. */
export const downloadExport = async (
  ctx: AppContext,
  session: ActiveSession,
  jobId: number,
): Promise<ExportFile> => {
  const job = await readOwnExportJob(ctx.db, session, jobId);
  if (!job) throw new AppError("NOT_FOUND");
  if (job.state === ExportJobState.InProgress)
    throw new AppError("NOT_ALLOWED_NOW", { message: "This export is still running." });
  const stored = job.storageKey ? await ctx.storage.get(job.storageKey) : null;
  if (job.state !== ExportJobState.Completed || !stored) throw new AppError("NOT_FOUND");
  return {
    fileName: job.fileName,
    contentType: EXPORT_CONTENT_TYPES[job.format as ExportFormatValue] ?? stored.object.contentType,
    body: stored.body,
    done: async () => undefined,
  };
};

/** Removes one of the caller's jobs and its file; a running one is left to finish first. */
export const removeExportJob = async (ctx: AppContext, session: ActiveSession, jobId: number) => {
  const job = await readOwnExportJob(ctx.db, session, jobId);
  if (!job) throw new AppError("NOT_FOUND");
  if (job.state === ExportJobState.InProgress)
    throw new AppError("NOT_ALLOWED_NOW", {
      message: "This export is still running; remove it once it ends.",
    });
  if (job.storageKey) await ctx.storage.delete([job.storageKey]);
  await deleteExportJob(ctx.db, job.id);
  return { StatusCode: ResultCode.Success, StatusMessage: "Export removed" };
};

/** Marks Failed the jobs a stopped server left InProgress (heartbeat older than `staleBefore`). */
export const recoverExportJobs = (ctx: AppContext, staleBefore: Date = leftoverCutoff(false, ctx.now())) =>
  failUnfinishedJobs(ctx.db, STOPPED_MESSAGE, ctx.now(), staleBefore);
