import {
  asSentence,
  checkLocationImportRow,
  ImportKind,
  importHeaderOf,
  type ImportProblem,
  type LocationBulkRow,
} from "@fieldstead/domain";
import type { AppFieldProblem } from "../../lib/errors.ts";
import {
  codeNeeds,
  planLocations,
  type CreateFacts,
  type Parent,
  type PlannedLocation,
} from "../locations/location-create.plan.ts";
import { fieldKey, parseFieldKey, type ImportRow } from "./import-run.types.ts";
import { handOver, type WorkerImport } from "./import-worker.kit.ts";

/** What the planning asks the main thread (which holds the database). */
export type LocationImportQueries = {
  parents: (ids: number[]) => Promise<Map<number, Parent>>;
  codeFacts: (needs: {
    codes: string[];
    stems: string[];
  }) => Promise<Pick<CreateFacts, "byCode" | "highest">>;
};

const lower = (value: unknown) => (typeof value === "string" ? value.toLowerCase() : undefined);

/** The plan's problems ('3:ParentCode') as report lines (row 5, column 'Parent Code'). */
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
 * Checks and plans a locations import in the worker with the bulk-create service's own rules: each row by the
 * create schema, codes given twice, then the whole file at once (parents by code — an existing location or
 * another row —, hierarchy, codes, the right to give automated fields). The planned rows go to the main thread,
 * which writes them.
 */
export const planLocationImport: WorkerImport = async (rows, port, context, hooks) => {
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
    if (i % 1000 === 0) hooks.progress((i / rows.length) * 0.5);
  });

  const data = valid.map((v) => v.data);
  const validRows = valid.map((v) => v.row);
  const byId = await port.ask<Map<number, Parent>>(
    "parents",
    data.flatMap((r) => (r.ParentId ? [r.ParentId] : [])),
  );
  const needs = codeNeeds(data, byId);
  const facts = await port.ask<Pick<CreateFacts, "byCode" | "highest">>("codeFacts", needs);
  hooks.progress(0.75);
  const plan = planLocations({
    orgId: context.orgId,
    employeeId: context.employeeId,
    now: context.now,
    rows: data,
    facts: { byId, ...facts },
    field: fieldKey,
    mayEditAutomated: context.mayEditAutomated,
  });
  hooks.progress(1);
  if (!plan.ok) {
    // A row naming a refused row as its parent is already explained by that row's problem.
    const planProblems = [...plan.forbidden, ...plan.problems].filter((p) => {
      const { index, field } = parseFieldKey(p.field);
      return !(field === "ParentCode" && refusedCodes.has(lower(validRows[index]?.values.ParentCode) ?? ""));
    });
    problems.push(...asReport(planProblems, validRows));
  }
  if (!plan.ok || problems.length > 0) return { ok: false, problems };
  handOver<PlannedLocation>(port, plan.rows);
  return { ok: true, count: plan.rows.length, stems: needs.stems };
};
