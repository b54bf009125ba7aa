import type { JobHeartbeat } from "../../lib/job-heartbeat.ts";

/** Runs background exports in this process, at most `concurrency` at a time, in the order they came. */
export type ExportQueue = {
  enqueue(task: () => Promise<void>): void;
  /** Counts a job as this process's from the moment it is queued (its heartbeat is kept). */
  track(jobId: number): () => void;
  /** Resolves once nothing runs or waits (the server waits for it before it closes). */
  idle(): Promise<void>;
};

export const createExportQueue = (
  concurrency: number,
  heartbeat: Pick<JobHeartbeat, "track">,
): ExportQueue => {
  const waiting: (() => Promise<void>)[] = [];
  let running = 0;
  let idleWaiters: (() => void)[] = [];
  const settle = () => {
    if (running > 0 || waiting.length > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };
  const pump = () => {
    while (running < concurrency && waiting.length > 0) {
      const task = waiting.shift()!;
      running++;
      // A task reports its own failure (the job is marked Failed); nothing may escape as unhandled.
      void task()
        .catch(() => undefined)
        .finally(() => {
          running--;
          pump();
          settle();
        });
    }
  };
  return {
    track: (jobId) => heartbeat.track(jobId),
    enqueue: (task) => {
      waiting.push(task);
      pump();
    },
    idle: () =>
      running === 0 && waiting.length === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => idleWaiters.push(resolve)),
  };
};
