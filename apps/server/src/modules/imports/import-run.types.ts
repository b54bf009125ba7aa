import type { ImportProblem, ImportPhaseValue } from "@fieldstead/domain";

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

/** Field names handed to the create services ('12:ParentCode'), read back as the row's index and field. */
export const fieldKey = (index: number, field: string): string => `${index}:${field}`;
export const parseFieldKey = (key: string): { index: number; field: string } => {
  const at = key.indexOf(":");
  return { index: Number(key.slice(0, at)), field: key.slice(at + 1) };
};
