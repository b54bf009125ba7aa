import { ImportKind, ImportPhase, type ImportKindId } from "@fieldstead/domain";
import { taskPort } from "../../lib/workers/worker-port.ts";
import { planAssetImport } from "./import-assets.resolve.ts";
import { planLocationImport } from "./import-locations.plan.ts";
import { planTaskImport } from "./import-tasks.resolve.ts";
import { planLeaseImport } from "./import-leases.resolve.ts";
import { planChargeCodeImport } from "./import-charge-codes.resolve.ts";
import { readImportRows } from "./import-rows.reader.ts";
import type { ImportTaskInput, ImportTaskResult } from "./import-run.types.ts";
import { progressHooks, send, type WorkerImport } from "./import-worker.kit.ts";

const KINDS: Readonly<Record<ImportKindId, WorkerImport>> = {
  [ImportKind.Locations]: planLocationImport,
  [ImportKind.Assets]: planAssetImport,
  [ImportKind.Tasks]: planTaskImport,
  [ImportKind.Leases]: planLeaseImport,
  [ImportKind.ChargeCodes]: planChargeCodeImport,
};

/**
 * An import's CPU work, in a worker thread: reading the file (Reading), then checking every row and resolving
 * or planning what to write (Checking). The main thread meanwhile only answers the worker's lookups.
 */
export const importFileTask = async ({
  kind,
  path,
  format,
  context,
  port: raw,
}: ImportTaskInput): Promise<ImportTaskResult> => {
  const port = taskPort(raw);
  try {
    const hooks = progressHooks(port);
    const rows = await readImportRows({ kind, path, format, dateFormat: context.dateFormat }, hooks.progress);
    if (!Array.isArray(rows)) return { ok: false, problems: rows.problems, totalRows: rows.rows };
    send(port, { type: "phase", phase: ImportPhase.Checking, totalRows: rows.length });
    const checking = progressHooks(port);
    const outcome = await KINDS[kind](rows, port, context, checking);
    return outcome.ok
      ? { ok: true, totalRows: rows.length, count: outcome.count, stems: outcome.stems ?? [] }
      : { ok: false, problems: outcome.problems, totalRows: rows.length };
  } finally {
    port.end();
  }
};
