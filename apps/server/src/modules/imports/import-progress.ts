import { ImportPhase, type ImportPhaseValue } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { updateRunningImportJob } from "./imports.repository.ts";

/** Where each phase sits on the job's 0–100 progress figure. */
const PHASE_SPAN: Readonly<Record<ImportPhaseValue, [number, number]>> = {
  [ImportPhase.Reading]: [0, 20],
  [ImportPhase.Checking]: [20, 50],
  [ImportPhase.Writing]: [50, 100],
  [ImportPhase.Done]: [100, 100],
};

/** The job's progress is written at most this often. */
export const PROGRESS_INTERVAL_MS = 300;

export type ProgressReporter = {
  phase(phase: ImportPhaseValue): void;
  progress(fraction: number): void;
  /** Waits for the last progress write, so the final state is written after it. */
  settle(): Promise<void>;
};

/**
 * Progress written to the job now and then. Writes are never awaited by the import: with the embedded
 * database a write issued during the import's transaction waits for it to end, and awaiting it would stall.
 * A write still under way is not joined by another; the latest figure goes out with the next one.
 */
export const progressReporter = (ctx: AppContext, jobId: number): ProgressReporter => {
  let phase: ImportPhaseValue = ImportPhase.Reading;
  let percent = 0;
  let lastAt = 0;
  let pending: Promise<void> | null = null;
  const flush = (force: boolean) => {
    const at = performance.now();
    if (pending || (!force && at - lastAt < PROGRESS_INTERVAL_MS)) return;
    lastAt = at;
    pending = updateRunningImportJob(ctx.db, jobId, { phase, progress: percent })
      .then(() => undefined)
      .catch((err: unknown) => ctx.logger.warn({ err, jobId }, "import progress not written"))
      .finally(() => {
        pending = null;
      });
  };
  return {
    phase(next) {
      phase = next;
      percent = PHASE_SPAN[next][0];
      flush(true);
    },
    progress(fraction) {
      const [from, to] = PHASE_SPAN[phase];
      percent = Math.round(from + (to - from) * Math.min(1, Math.max(0, fraction)));
      flush(false);
    },
    settle: async () => {
      await pending;
    },
  };
};
