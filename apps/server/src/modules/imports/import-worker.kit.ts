import type { ImportProblem } from "@fieldstead/domain";
import type { TaskPort } from "../../lib/workers/worker-port.ts";
import {
  ITEMS_PER_MESSAGE,
  type ImportContext,
  type ImportRow,
  type ImportTaskMessage,
} from "./import-run.types.ts";

/** How far a kind's checking is (0–1), told to the main thread now and then. */
export type CheckHooks = { progress(fraction: number): void };

/**
 * A kind's checking in the worker thread: every row checked, what the rows name looked up (through the main
 * thread), and either every problem or the items to write handed over.
 */
export type WorkerImport = (
  rows: readonly ImportRow[],
  port: TaskPort,
  context: ImportContext,
  hooks: CheckHooks,
) => Promise<{ ok: false; problems: ImportProblem[] } | { ok: true; count: number; stems?: string[] }>;

export const send = (port: TaskPort, message: ImportTaskMessage): void => port.send(message);

/** Hands items to the main thread in pieces, so taking each in never holds up its event loop for long. */
export const handOver = <T>(port: TaskPort, items: readonly T[]): void => {
  for (let start = 0; start < items.length; start += ITEMS_PER_MESSAGE)
    send(port, { type: "items", items: items.slice(start, start + ITEMS_PER_MESSAGE) });
};

/** Progress told at most every 1% so the messages stay few. */
export const progressHooks = (port: TaskPort): CheckHooks => {
  let last = -1;
  return {
    progress: (fraction) => {
      const percent = Math.floor(Math.min(1, Math.max(0, fraction)) * 100);
      if (percent === last) return;
      last = percent;
      send(port, { type: "progress", fraction });
    },
  };
};
