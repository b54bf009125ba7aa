import type { ImportTaskInput } from "../../modules/imports/import-run.types.ts";
import type { renderExportTask } from "../../modules/exports/export-render.task.ts";

type RenderExport = typeof renderExportTask;

/**
 * The tasks a worker thread of the pool runs, by name (see worker-pool.ts). Loaded only in the workers; each
 * task's modules load on its first run, so a thread that only renders exports never loads the import's code.
 */
export const WORKER_TASKS = {
  importFile: async (input: ImportTaskInput) =>
    (await import("../../modules/imports/import-file.task.ts")).importFileTask(input),
  renderExport: async (input: Parameters<RenderExport>[0]): Promise<Awaited<ReturnType<RenderExport>>> =>
    (await import("../../modules/exports/export-render.task.ts")).renderExportTask(input),
} as const;

export type WorkerTasks = typeof WORKER_TASKS;
