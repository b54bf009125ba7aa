import {
  checkChargeCodeImportRow,
  ImportKind,
  importHeaderOf,
  type ImportProblem,
  type SaveChargeCode,
} from "@fieldstead/domain";
import type { ImportRow } from "./import-run.types.ts";
import { handOver, type WorkerImport } from "./import-worker.kit.ts";

/** What the checking asks the main thread (which holds the database and the caller's rights). */
export type ChargeCodeImportQueries = {
  refs: (names: { codes: string[] }) => Promise<{
    /** The codes given that the organisation's catalogue has already, lower-cased. */
    taken: string[];
    /** Whether the importer holds the 'tax rate' capability. */
    mayChangeTaxRates: boolean;
  }>;
};

/** A charge code ready to write, with the row it came from. */
export type ChargeCodeImportItem = { rowNumber: number; fields: SaveChargeCode };

export const CHARGE_CODE_IMPORT_MESSAGES = {
  // The charge-code form's own refusal of a code in use, word for word.
  codeTaken: (code: string) => `A charge code '${code}' exists already.`,
  codeRepeated: (code: string, row: number) => `The code '${code}' is also given in row ${row}.`,
  taxRate: "Your role may not change tax rates.",
} as const;

const header = (field: string) => importHeaderOf(ImportKind.ChargeCodes, field);

/** Each row by the save call's rules; a code an earlier row gives (whatever its case) refuses the later one. */
const checkRows = (rows: readonly ImportRow[], progress: (fraction: number) => void) => {
  const problems: ImportProblem[] = [];
  const checked: ChargeCodeImportItem[] = [];
  const firstRowOfCode = new Map<string, number>();
  rows.forEach((row, i) => {
    const check =
      row.problems.length > 0
        ? { ok: false as const, problems: row.problems }
        : checkChargeCodeImportRow(row.values, row.rowNumber);
    if (!check.ok) problems.push(...check.problems);
    else {
      const key = check.row.Code.toLowerCase();
      const earlier = firstRowOfCode.get(key);
      if (earlier !== undefined)
        problems.push({
          Row: row.rowNumber,
          Field: header("Code"),
          Message: CHARGE_CODE_IMPORT_MESSAGES.codeRepeated(check.row.Code, earlier),
        });
      else {
        firstRowOfCode.set(key, row.rowNumber);
        checked.push({ rowNumber: row.rowNumber, fields: check.row });
      }
    }
    if (i % 1000 === 0) progress((i / rows.length) * 0.5);
  });
  return { problems, checked };
};

/**
 * Checks a charge-code import in the worker: each row by the charge-code form's own schema, codes given twice in
 * the file, then in the caller's organisation only whether a code is in the catalogue already, and whether the
 * importer may set the tax rates the rows give. As every import does: any problem refuses the whole file with
 * every problem listed; otherwise the codes are handed over to be written.
 */
export const planChargeCodeImport: WorkerImport = async (rows, port, _context, hooks) => {
  const { problems, checked } = checkRows(rows, hooks.progress);
  const refs = await port.ask<Awaited<ReturnType<ChargeCodeImportQueries["refs"]>>>("refs", {
    codes: checked.map((c) => c.fields.Code),
  });
  hooks.progress(0.75);
  const taken = new Set(refs.taken);
  const resolved: ChargeCodeImportItem[] = [];
  for (const item of checked) {
    const before = problems.length;
    const { Code: code, TaxRate: taxRate } = item.fields;
    if (taken.has(code.toLowerCase()))
      problems.push({
        Row: item.rowNumber,
        Field: header("Code"),
        Message: CHARGE_CODE_IMPORT_MESSAGES.codeTaken(code),
      });
    if (taxRate !== 0 && !refs.mayChangeTaxRates)
      problems.push({
        Row: item.rowNumber,
        Field: header("TaxRate"),
        Message: CHARGE_CODE_IMPORT_MESSAGES.taxRate,
      });
    if (problems.length === before) resolved.push(item);
  }
  hooks.progress(1);
  if (problems.length > 0) return { ok: false, problems };
  handOver(port, resolved);
  return { ok: true, count: resolved.length };
};
