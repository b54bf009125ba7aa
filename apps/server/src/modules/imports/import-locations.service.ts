import {
  asSentence,
  checkLocationImportRow,
  ImportKind,
  ImportPhase,
  importHeaderOf,
  type ImportProblem,
  type LocationBulkRow,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { AppFieldProblem } from "../../lib/errors.ts";
import type { ActiveSession } from "../auth/session-store.ts";
import { mayEditAutomatedFields } from "../locations/location-access.ts";
import { planLocationCreates } from "../locations/location-create-plan.service.ts";
import { writePlanned } from "../locations/location-create.service.ts";
import {
  fieldKey,
  ImportRefused,
  parseFieldKey,
  type ImportHooks,
  type ImportOutcome,
  type ImportRow,
} from "./import-run.types.ts";

const lower = (value: unknown) => (typeof value === "string" ? value.toLowerCase() : undefined);

/** The bulk-create service's problems ('3:ParentCode') as report lines (row 5, column 'Parent Code'). */
const asReport = (problems: readonly AppFieldProblem[], rows: readonly ImportRow[]): ImportProblem[] =>
  problems.map((p) => {
    const { index, field } = parseFieldKey(p.field);
    return {
      Row: rows[index]?.rowNumber ?? 0,
      Field: importHeaderOf(ImportKind.Locations, field),
      Message: asSentence(p.message),
    };
  });

/**
 * Imports locations with the bulk-create service's own rules and writer: each row is checked by the create
 * schema, then the whole file is planned at once (parents by code — an existing location or another row —,
 * hierarchy, codes, the right to give automated fields) and written in one transaction, all or nothing.
 */
export const importLocations = async (
  ctx: AppContext,
  session: ActiveSession,
  rows: readonly ImportRow[],
  hooks: ImportHooks,
): Promise<ImportOutcome> => {
  const problems: ImportProblem[] = [];
  const valid: { row: ImportRow; data: LocationBulkRow }[] = [];
  const refusedCodes = new Set<string>();
  const firstRowOfCode = new Map<string, number>();
  rows.forEach((row, i) => {
    const code = lower(row.values.Code);
    const earlier = code === undefined ? undefined : firstRowOfCode.get(code);
    const isRepeat = earlier !== undefined;
    if (isRepeat)
      problems.push({
        Row: row.rowNumber,
        Field: "Code",
        Message: `The code '${String(row.values.Code)}' is also given in row ${earlier}.`,
      });
    else if (code !== undefined) firstRowOfCode.set(code, row.rowNumber);
    const check =
      row.problems.length > 0
        ? { ok: false as const, problems: row.problems }
        : checkLocationImportRow(row.values, row.rowNumber);
    if (!check.ok) problems.push(...check.problems);
    if (check.ok && !isRepeat) valid.push({ row, data: check.row });
    else if (!check.ok && code !== undefined && !isRepeat) refusedCodes.add(code);
    if (i % 500 === 0) hooks.progress((i / rows.length) * 0.5);
  });

  const mayEditAutomated = await mayEditAutomatedFields(ctx, session);
  const now = ctx.now();
  const validRows = valid.map((v) => v.row);
  const written = await ctx.db
    .transaction(async (tx) => {
      const plan = await planLocationCreates({
        tx,
        orgId: session.orgId,
        employeeId: session.employeeId,
        now,
        rows: valid.map((v) => v.data),
        field: fieldKey,
        mayEditAutomated,
      });
      hooks.progress(1);
      if (!plan.ok) {
        // A row naming a refused row as its parent is already explained by that row's problem.
        const planProblems = [...plan.forbidden, ...plan.problems].filter((p) => {
          const { index, field } = parseFieldKey(p.field);
          return !(
            field === "ParentCode" && refusedCodes.has(lower(validRows[index]?.values.ParentCode) ?? "")
          );
        });
        problems.push(...asReport(planProblems, validRows));
      }
      if (!plan.ok || problems.length > 0) throw new ImportRefused(problems);
      hooks.phase(ImportPhase.Writing);
      const created = await writePlanned(tx, session, now, plan.rows, (n) => hooks.progress(n / rows.length));
      return created.length;
    })
    .catch((err: unknown) => {
      if (err instanceof ImportRefused) return err;
      throw err;
    });
  if (written instanceof ImportRefused)
    return { ok: false, problems: written.problems.sort((a, b) => a.Row - b.Row) };
  return { ok: true, written };
};
