import { availableParallelism } from "node:os";
import type { Transferable } from "node:worker_threads";
import { Piscina } from "piscina";
import type { Logger } from "pino";
import { bundleWorkerTasks } from "./worker-bundle.ts";
import type { WorkerTasks } from "./worker-tasks.ts";

export type WorkerTaskName = keyof WorkerTasks;
export type WorkerTaskInput<N extends WorkerTaskName> = Parameters<WorkerTasks[N]>[0];
export type WorkerTaskOutput<N extends WorkerTaskName> = Awaited<ReturnType<WorkerTasks[N]>>;

/** CPU-heavy work (imports' reading, checking and planning; rendering of exports; zips) off the event loop. */
export type WorkerPool = {
  run<N extends WorkerTaskName>(
    task: N,
    input: WorkerTaskInput<N>,
    transferList?: readonly Transferable[],
  ): Promise<WorkerTaskOutput<N>>;
  close(): Promise<void>;
};

const ENTRY = new URL("./worker-entry.mjs", import.meta.url).href;
const TASKS_SOURCE = new URL("./worker-tasks.ts", import.meta.url).href;

/** Threads live this long without work, so a burst of exports does not pay the start again. */
const IDLE_MS = 60_000;

/**
 * Worker threads started on first use. Their priority is lowered (nice +10) so that, on a machine with few
 * cores, the main thread — which answers every request — is never starved by a long render.
 */
export const createWorkerPool = (
  logger: Logger,
  maxThreads = Math.max(2, Math.min(4, availableParallelism() - 1)),
): WorkerPool => {
  let pool: Promise<Piscina> | undefined;
  const start = async (): Promise<Piscina> => {
    // The tasks bundled into plain JavaScript; should that fail, the threads load the TypeScript themselves.
    const tasksUrl = await bundleWorkerTasks().catch((err: unknown) => {
      logger.warn({ err }, "worker tasks not bundled; the worker threads load them through tsx");
      return TASKS_SOURCE;
    });
    return new Piscina({
      filename: ENTRY,
      workerData: { tasksUrl },
      minThreads: 0,
      maxThreads,
      idleTimeout: IDLE_MS,
      niceIncrement: 10,
    });
  };
  const open = (): Promise<Piscina> => {
    pool ??= start();
    return pool;
  };
  return {
    run: async (task, input, transferList) =>
      (await open()).run(
        { task, input },
        transferList ? { transferList: transferList as Transferable[] as never } : {},
      ) as never,
    close: async () => {
      const closing = pool;
      pool = undefined;
      await (
        await closing
      )
        ?.destroy()
        .catch((err: unknown) => logger.warn({ err }, "worker pool not closed"));
    },
  };
};
