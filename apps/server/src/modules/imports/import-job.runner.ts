import {
  ExportJobState,
  ImportKind,
  ImportPhase,
  IMPORT_PROBLEMS_KEPT,
  type ImportKindId,
  type ImportProblem,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { runWithPort } from "../../lib/workers/worker-port.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { dataFormats } from "../employees/employees.service.ts";
import { isUniqueViolation, mayEditAutomatedFields } from "../locations/location-access.ts";
import type { ImportFormat } from "./import-file.reader.ts";
import { assetImport } from "./import-assets.service.ts";
import { locationImport } from "./import-locations.service.ts";
import { taskImport } from "./import-tasks.service.ts";
import { leaseImport } from "./import-leases.service.ts";
import { chargeCodeImport } from "./import-charge-codes.service.ts";
import { progressReporter } from "./import-progress.ts";
import type { ImportTaskMessage, ImportWriter } from "./import-run.types.ts";
import { updateRunningImportJob } from "./imports.repository.ts";

export type ImportFileJob = { jobId: number; kind: ImportKindId; path: string; format: ImportFormat };

const NOUNS: Readonly<Record<ImportKindId, [string, string]>> = {
  [ImportKind.Locations]: ["location", "locations"],
  [ImportKind.Assets]: ["asset", "assets"],
  [ImportKind.Tasks]: ["work order", "work orders"],
  [ImportKind.Leases]: ["lease", "leases"],
  [ImportKind.ChargeCodes]: ["charge code", "charge codes"],
};

const WRITERS: Readonly<Record<ImportKindId, ImportWriter>> = {
  [ImportKind.Locations]: locationImport,
  [ImportKind.Assets]: assetImport,
  [ImportKind.Tasks]: taskImport,
  [ImportKind.Leases]: leaseImport,
  [ImportKind.ChargeCodes]: chargeCodeImport,
};

/** Plans made anew when a code was taken between planning and writing, before the import gives up. */
const ATTEMPTS = 3;

/** The report's closing line: how many rows were refused (every one counted, even past the kept 1,000). */
export const refusalMessage = (problems: readonly ImportProblem[]): string => {
  const rows = new Set(problems.map((p) => p.Row)).size;
  if (problems.every((p) => p.Row === 1)) return "The header row has problems; nothing was imported.";
  return `${rows} ${rows === 1 ? "row has" : "rows have"} problems; nothing was imported.`;
};

/** The job was finished elsewhere (marked failed while this process could not beat): nothing may commit. */
class JobNoLongerRunning extends Error {
  constructor() {
    super("the import job is no longer running");
  }
}

/**
 * Runs one import: Reading and Checking in a worker thread (every row, every problem collected; the main
 * thread only answers its lookups), then Writing in one transaction that ends by marking the job Completed —
 * or nothing written at all. The job row says how far it is and, at the end, what came of it.
 */
export const runImportJob = async (
  ctx: AppContext,
  session: ActiveSession,
  job: ImportFileJob,
): Promise<void> => {
  const reporter = progressReporter(ctx, job.jobId);
  const writer = WRITERS[job.kind];
  let totalRows = 0;
  const done = () => ({ phase: ImportPhase.Done, progress: 100, totalRows, completedAt: ctx.now() });
  const fail = async (message: string, problems: ImportProblem[] = []) => {
    await reporter.settle();
    const sorted = [...problems].sort((a, b) => a.Row - b.Row);
    await updateRunningImportJob(ctx.db, job.jobId, {
      ...done(),
      state: ExportJobState.Failed,
      written: 0,
      problems: sorted.slice(0, IMPORT_PROBLEMS_KEPT),
      message,
    });
  };
  const refuse = (problems: ImportProblem[]) => fail(refusalMessage(problems), problems);
  const complete = async (tx: Tx, written: number) => {
    const [one, many] = NOUNS[job.kind];
    const finished = await updateRunningImportJob(tx, job.jobId, {
      ...done(),
      state: ExportJobState.Completed,
      written,
      message: `${written} ${written === 1 ? one : many} imported.`,
    });
    if (!finished) throw new JobNoLongerRunning();
  };

  try {
    const context = {
      orgId: session.orgId,
      employeeId: session.employeeId,
      now: ctx.now(),
      mayEditAutomated: job.kind === ImportKind.Locations && (await mayEditAutomatedFields(ctx, session)),
      dateFormat: (await dataFormats(ctx, session)).DateFormat,
    };
    for (let attempt = 1; ; attempt++) {
      const items: unknown[] = [];
      const queries = writer.queries(ctx, session) as Record<string, (args: unknown) => Promise<unknown>>;
      const result = await runWithPort(
        ctx.workers,
        "importFile",
        { kind: job.kind, path: job.path, format: job.format, context },
        {
          ask: async (name, args) => {
            const query = queries[name];
            if (!query) throw new Error(`no lookup named ${name}`);
            return query(args);
          },
          onMessage: (raw) => {
            const message = raw as ImportTaskMessage;
            if (message.type === "items") items.push(...message.items);
            else if (message.type === "progress") reporter.progress(message.fraction);
            else {
              totalRows = message.totalRows;
              reporter.phase(message.phase);
            }
          },
        },
      );
      totalRows = result.totalRows;
      if (!result.ok) return await refuse(result.problems);
      try {
        const outcome = await writer.write({
          ctx,
          session,
          items,
          stems: result.stems,
          hooks: reporter,
          complete,
        });
        if (!outcome.ok) await refuse(outcome.problems);
        return;
      } catch (err) {
        // A code taken by someone else between the plan and the write: plan again from what is there now.
        if (!isUniqueViolation(err) || attempt >= ATTEMPTS) throw err;
        ctx.logger.info({ jobId: job.jobId, attempt }, "import planned again after a code was taken");
        reporter.phase(ImportPhase.Checking);
      }
    }
  } catch (err) {
    if (err instanceof JobNoLongerRunning) {
      ctx.logger.warn({ jobId: job.jobId }, "import not written: its job was marked failed meanwhile");
      return;
    }
    ctx.logger.error({ err, jobId: job.jobId }, "import failed");
    const text = String((err as Error)?.message);
    const message = isUniqueViolation(err)
      ? "Codes or serial numbers this file needs were taken by someone else while it was imported; nothing was imported. Start it again."
      : /zip|end of central directory|invalid|signature/i.test(text)
        ? "The file could not be read as a workbook; nothing was imported."
        : "The import stopped on an unexpected error; nothing was imported. Start it again.";
    await fail(message).catch((e: unknown) =>
      ctx.logger.error({ err: e, jobId: job.jobId }, "import job not updated"),
    );
  }
};
