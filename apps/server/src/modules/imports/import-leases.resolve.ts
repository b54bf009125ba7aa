import {
  checkLeaseImportRow,
  ImportKind,
  importHeaderOf,
  type CreateLease,
  type ImportProblem,
  type LeaseImportRow,
} from "@fieldstead/domain";
import type { ImportRow } from "./import-run.types.ts";
import { handOver, type WorkerImport } from "./import-worker.kit.ts";

/** What the checking asks the main thread (which holds the database). */
export type LeaseImportQueries = {
  refs: (names: { locations: string[]; numbers: string[] }) => Promise<{
    places: { id: number; code: string }[];
    /** The lease numbers given that the organisation's leases already have, lower-cased. */
    taken: string[];
  }>;
};

/** A lease ready to write, with the row it came from; its number is made when the file gives none. */
export type LeaseImportItem = { rowNumber: number; fields: CreateLease };

type Checked = { row: ImportRow; data: LeaseImportRow };

export const LEASE_IMPORT_MESSAGES = {
  // The lease form's own refusal of a number in use, word for word.
  numberTaken: (n: string) => `Lease number ${n} is already used by another lease.`,
  numberRepeated: (n: string, row: number) => `The lease number '${n}' is also given in row ${row}.`,
  noLocation: (code: string) => `No location has the code '${code}' in your organisation.`,
} as const;

const header = (field: string) => importHeaderOf(ImportKind.Leases, field);

/** Each row by the create call's rules; a lease number given by an earlier row refuses the later one. */
const checkRows = (rows: readonly ImportRow[], progress: (fraction: number) => void) => {
  const problems: ImportProblem[] = [];
  const checked: Checked[] = [];
  const firstRowOfNumber = new Map<string, number>();
  rows.forEach((row, i) => {
    const check =
      row.problems.length > 0
        ? { ok: false as const, problems: row.problems }
        : checkLeaseImportRow(row.values, row.rowNumber);
    const number = check.ok ? check.row.fields.LeaseNumber : null;
    const earlier = number === null ? undefined : firstRowOfNumber.get(number.toLowerCase());
    if (!check.ok) problems.push(...check.problems);
    else if (earlier !== undefined)
      problems.push({
        Row: row.rowNumber,
        Field: header("LeaseNumber"),
        Message: LEASE_IMPORT_MESSAGES.numberRepeated(number!, earlier),
      });
    else {
      if (number !== null) firstRowOfNumber.set(number.toLowerCase(), row.rowNumber);
      checked.push({ row, data: check.row });
    }
    if (i % 1000 === 0) progress((i / rows.length) * 0.5);
  });
  return { problems, checked };
};

/**
 * Checks a lease import in the worker: each row by the lease form's own schema (the tenure rule with its text,
 * amounts, days, the increase), lease numbers given twice in the file, then what the rows name in the caller's
 * organisation only — the location by its code, and whether a number given is already a lease's. As every
 * import does: any problem refuses the whole file with every problem listed; otherwise the rows are handed over
 * to be written as Draft leases.
 */
export const planLeaseImport: WorkerImport = async (rows, port, _context, hooks) => {
  const { problems, checked } = checkRows(rows, hooks.progress);
  const refs = await port.ask<Awaited<ReturnType<LeaseImportQueries["refs"]>>>("refs", {
    locations: checked.map((c) => c.data.location),
    numbers: checked.flatMap((c) => (c.data.fields.LeaseNumber === null ? [] : [c.data.fields.LeaseNumber])),
  });
  hooks.progress(0.75);
  const placesByCode = new Map(refs.places.map((p) => [p.code.toLowerCase(), p.id]));
  const taken = new Set(refs.taken);
  const resolved: LeaseImportItem[] = [];
  for (const { row, data } of checked) {
    const before = problems.length;
    const problem = (field: string, message: string) =>
      problems.push({ Row: row.rowNumber, Field: header(field), Message: message });
    const locationId = placesByCode.get(data.location.toLowerCase());
    if (locationId === undefined) problem("Location", LEASE_IMPORT_MESSAGES.noLocation(data.location));
    const number = data.fields.LeaseNumber;
    if (number !== null && taken.has(number.toLowerCase()))
      problem("LeaseNumber", LEASE_IMPORT_MESSAGES.numberTaken(number));
    if (problems.length === before && locationId !== undefined)
      resolved.push({ rowNumber: row.rowNumber, fields: { ...data.fields, LocationId: locationId } });
  }
  hooks.progress(1);
  if (problems.length > 0) return { ok: false, problems };
  handOver(port, resolved);
  return { ok: true, count: resolved.length };
};
