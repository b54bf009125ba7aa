import type { ImportKindId, ImportPhaseValue, ImportProblem } from "@fieldstead/domain";
import type { MessagePort } from "node:worker_threads";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import type { ImportFormat } from "./import-file.reader.ts";

/**
 * A data row read by its columns, with the number a spreadsheet shows it under and the problems of its cells
 * (a row with any is reported and not checked further).
 */
export type ImportRow = {
  rowNumber: number;
  values: Record<string, string | number | boolean>;
  problems: ImportProblem[];
};

/** What a kind's import tells the job while it runs: the phase and how far into it (0–1). */
export type ImportHooks = {
  phase(phase: ImportPhaseValue): void;
  progress(fraction: number): void;
};

export type ImportOutcome = { ok: true; written: number } | { ok: false; problems: ImportProblem[] };

/** Thrown inside the write transaction to roll it back with the problems found there. */
export class ImportRefused extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super("import refused");
  }
}

/** Runs a kind's writing in one transaction; an ImportRefused thrown inside rolls it back and is the outcome. */
export const writeAllOrNothing = async (
  ctx: AppContext,
  write: (tx: Tx) => Promise<number>,
): Promise<ImportOutcome> => {
  try {
    return { ok: true, written: await ctx.db.transaction(write) };
  } catch (err) {
    if (err instanceof ImportRefused) return { ok: false, problems: err.problems };
    throw err;
  }
};

/** Field names handed to the create services ('12:ParentCode'), read back as the row's index and field. */
export const fieldKey = (index: number, field: string): string => `${index}:${field}`;
export const parseFieldKey = (key: string): { index: number; field: string } => {
  const at = key.indexOf(":");
  return { index: Number(key.slice(0, at)), field: key.slice(at + 1) };
};

/** Who imports, and when: what the checks in the worker thread need of the session. */
export type ImportContext = {
  orgId: number;
  employeeId: number;
  now: Date;
  mayEditAutomated: boolean;
  /** The organisation's date format (shared/GetDataFormats): dates typed as text are read in it. */
  dateFormat: string;
};

/** The import's work in a worker thread: read the file, check every row, resolve or plan what to write. */
export type ImportTaskInput = {
  kind: ImportKindId;
  path: string;
  format: ImportFormat;
  context: ImportContext;
  port: MessagePort;
};

/** What the worker hands the main thread as it goes: progress, and what to write in pieces. */
export type ImportTaskMessage =
  | { type: "phase"; phase: ImportPhaseValue; totalRows: number }
  | { type: "progress"; fraction: number }
  | { type: "items"; items: unknown[] };

/**
 * The worker's verdict: refused with every problem, or ready with `count` items handed over to write (and, for
 * locations, the code stems to lock while writing).
 */
export type ImportTaskResult =
  | { ok: false; problems: ImportProblem[]; totalRows: number }
  | { ok: true; totalRows: number; count: number; stems: string[] };

/** Items cross to the main thread in pieces of this many, each small enough to take in at once. */
export const ITEMS_PER_MESSAGE = 250;

/** What a kind's writing is given on the main thread. */
export type WriteInput = {
  ctx: AppContext;
  session: ActiveSession;
  /** What the worker handed over, in order. */
  items: unknown[];
  /** Code stems to lock while writing (locations). */
  stems: string[];
  hooks: ImportHooks;
  /**
   * Marks the job Completed inside the writing transaction, as its last statement; throws (rolling everything
   * back) when the job is no longer running — marked failed meanwhile — so such a job never commits.
   */
  complete: (tx: Tx, written: number) => Promise<void>;
};

/** A kind's part on the main thread: the lookups its checking asks for, and the writing. */
export type ImportWriter = {
  queries(ctx: AppContext, session: ActiveSession): object;
  write(input: WriteInput): Promise<ImportOutcome>;
};
