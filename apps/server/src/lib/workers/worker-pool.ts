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
  /**
   * Starts one thread now and keeps it (with the render code loaded) for the life of the process, so the first
   * export after a quiet spell does not wait for a thread to start — seconds on a busy machine, where the pool's
   * lowered priority leaves the thread little CPU. The running server calls it once it listens; tests do not.
   */
  warm(): Promise<void>;
  /** How many threads are running now (0 before the first task, and again after a quiet minute unless warm). */
  threads(): number;
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
  { maxThreads = Math.max(2, Math.min(4, availableParallelism() - 1)), idleMs = IDLE_MS } = {},
): WorkerPool => {
  let pool: Promise<Piscina> | undefined;
  let started: Piscina | undefined;
  let keepOne = false;
  const start = async (): Promise<Piscina> => {
    // The tasks bundled into plain JavaScript; should that fail, the threads load the TypeScript themselves.
    const tasksUrl = await bundleWorkerTasks().catch((err: unknown) => {
      logger.warn({ err }, "worker tasks not bundled; the worker threads load them through tsx");
      return TASKS_SOURCE;
    });
    started = new Piscina({
      filename: ENTRY,
      workerData: { tasksUrl },
      minThreads: keepOne ? 1 : 0,
      maxThreads,
      idleTimeout: idleMs,
      niceIncrement: 10,
    });
    return started;
  };
  const open = (): Promise<Piscina> => {
    pool ??= start();
    return pool;
  };
  const run: WorkerPool["run"] = async (task, input, transferList) =>
    (await open()).run(
      { task, input },
      transferList ? { transferList: transferList as Transferable[] as never } : {},
    ) as never;
  return {
    run,
    warm: async () => {
      keepOne = true;
      await run("warm", undefined).catch((err: unknown) => logger.warn({ err }, "worker pool not warmed"));
    },
    threads: () => started?.threads.length ?? 0,
    close: async () => {
      const closing = pool;
      pool = undefined;
      started = undefined;
      await (
        await closing
      )
        ?.destroy()
        .catch((err: unknown) => logger.warn({ err }, "worker pool not closed"));
    },
  };
};
