import type { Logger } from "pino";

/**
 * Background jobs (exports, imports) run in the process that accepted them. While a job runs, its process
 * bumps the job's heartbeat; a job whose heartbeat has stopped belongs to a process that stopped, and the
 * first process to sweep marks it Failed. So with several instances on one database, no instance fails
 * another's running job, and a job cut off by a stop never stays "in progress".
 */
export const JOB_BEAT_EVERY_MS = 30_000;
export const JOB_STALE_AFTER_MS = 120_000;

export type JobHeartbeat = {
  /** Counts a job as running in this process until the returned function is called. */
  track(jobId: number): () => void;
  stop(): void;
};

export type JobHeartbeatOptions = {
  name: string;
  logger: Logger;
  now: () => Date;
  /** Jobs this process runs that it keeps track of itself (besides those given to `track`). */
  running?: () => number[];
  /** Bumps the heartbeat of these jobs. */
  beat: (jobIds: number[], at: Date) => Promise<void>;
  /** Marks Failed the unfinished jobs whose heartbeat is older than `staleBefore`; answers how many. */
  failStale: (staleBefore: Date) => Promise<number>;
  everyMs?: number;
  staleAfterMs?: number;
};

export const startJobHeartbeat = (options: JobHeartbeatOptions): JobHeartbeat => {
  const { logger, now, name } = options;
  const everyMs = options.everyMs ?? JOB_BEAT_EVERY_MS;
  const staleAfterMs = options.staleAfterMs ?? JOB_STALE_AFTER_MS;
  const running = new Set<number>();
  let isTicking = false;
  const tick = async () => {
    if (isTicking) return;
    isTicking = true;
    try {
      const at = now();
      const ids = [...running, ...(options.running?.() ?? [])];
      if (ids.length > 0) await options.beat(ids, at);
      const failed = await options.failStale(new Date(at.getTime() - staleAfterMs));
      if (failed > 0) logger.warn({ failed }, `${name} jobs left by a stopped server marked failed`);
    } catch (err) {
      logger.warn({ err }, `${name} job heartbeat failed`);
    } finally {
      isTicking = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return {
    track(jobId) {
      running.add(jobId);
      return () => void running.delete(jobId);
    },
    stop: () => clearInterval(timer),
  };
};

/**
 * At start: which unfinished jobs are leftovers. The embedded database belongs to one process, so every one
 * of them is; on a shared server only those whose heartbeat has stopped.
 */
export const leftoverCutoff = (isSharedDatabase: boolean, now: Date): Date =>
  isSharedDatabase ? new Date(now.getTime() - JOB_STALE_AFTER_MS) : new Date("9999-12-31T00:00:00Z");
