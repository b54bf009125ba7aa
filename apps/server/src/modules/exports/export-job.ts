import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EXPORT_CONTENT_TYPES, ExportJobState } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import type { ExportPlan } from "./export-plan.ts";
import { produceExport } from "./export-producer.ts";
import { updateRunningExportJob } from "./exports.repository.ts";

/** Progress is written at most this often: a 100k-row export would otherwise write 200 times. */
const PROGRESS_EVERY_MS = 500;
const FAILED_MESSAGE = "The export could not be written; start it again.";

/** A private temporary folder for one export's file; `dispose` removes it whatever happened. */
export const tempExportFile = async (
  fileName: string,
): Promise<{ path: string; dispose: () => Promise<void> }> => {
  const dir = await mkdtemp(join(tmpdir(), "fs-export-"));
  return { path: join(dir, fileName), dispose: () => rm(dir, { recursive: true, force: true }) };
};

/** Where a finished export is kept. */
export const exportStorageKey = (orgId: number, jobId: number, format: string): string =>
  `exports/orgs/${orgId}/${jobId}.${format}`;

/** Percent done, kept below 100 until the file is stored. */
export const percentOf = (done: number, total: number): number =>
  total <= 0 ? 0 : Math.min(99, Math.floor((done / total) * 100));

/**
 * Runs a queued export: writes the file, keeps it in storage, and marks the job Completed (or Failed with a
 * message safe to show). Progress reaches the database in order, and before the final state. Every write
 * applies only while the job still runs: a job another instance marked Failed (its heartbeat looked stopped)
 * stays Failed, and the file written meanwhile is not kept.
 */
export const runExportJob = async (
  ctx: AppContext,
  session: ActiveSession,
  plan: ExportPlan,
  jobId: number,
): Promise<void> => {
  const temp = await tempExportFile(plan.fileName);
  let writes: Promise<void> = Promise.resolve();
  let lastWrite = 0;
  const report = (done: number, total: number) => {
    const now = Date.now();
    if (now - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = now;
    writes = writes.then(async () => {
      await updateRunningExportJob(ctx.db, jobId, { progress: percentOf(done, total) });
    });
  };
  try {
    const rowCount = await produceExport(ctx, session, plan, temp.path, report);
    const key = exportStorageKey(session.orgId, jobId, plan.format);
    await ctx.storage.putFile(key, temp.path, EXPORT_CONTENT_TYPES[plan.format]);
    await writes;
    const isCompleted = await updateRunningExportJob(ctx.db, jobId, {
      state: ExportJobState.Completed,
      progress: 100,
      rowCount,
      storageKey: key,
      completedAt: ctx.now(),
    });
    if (!isCompleted) {
      ctx.logger.warn({ jobId }, "export not kept: its job was finished elsewhere while it ran");
      await ctx.storage
        .delete([key])
        .catch((err: unknown) =>
          ctx.logger.warn({ err, jobId, key }, "export file of a finished job not deleted"),
        );
    }
  } catch (err) {
    ctx.logger.error({ err, jobId }, "export job failed");
    await writes.catch(() => undefined);
    await updateRunningExportJob(ctx.db, jobId, {
      state: ExportJobState.Failed,
      errorMessage: err instanceof AppError ? err.message : FAILED_MESSAGE,
      completedAt: ctx.now(),
    }).catch((e: unknown) => ctx.logger.error({ err: e, jobId }, "export job state not saved"));
  } finally {
    await temp.dispose();
  }
};
