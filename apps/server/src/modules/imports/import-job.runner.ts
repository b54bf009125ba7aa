import { stat } from "node:fs/promises";
import {
  ExportJobState,
  ImportKind,
  ImportPhase,
  IMPORT_MAX_ROWS,
  IMPORT_PROBLEMS_KEPT,
  isBlankRow,
  matchImportHeaders,
  readImportRow,
  type ImportKindId,
  type ImportProblem,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { ActiveSession } from "../auth/session-store.ts";
import { readFileRows, type ImportFormat } from "./import-file.reader.ts";
import { importAssets } from "./import-assets.service.ts";
import { importLocations } from "./import-locations.service.ts";
import { importTasks } from "./import-tasks.service.ts";
import { progressReporter } from "./import-progress.ts";
import type { ImportOutcome, ImportRow } from "./import-run.types.ts";
import { updateImportJob } from "./imports.repository.ts";

export type ImportFileJob = { jobId: number; kind: ImportKindId; path: string; format: ImportFormat };

const NOUNS: Readonly<Record<ImportKindId, [string, string]>> = {
  [ImportKind.Locations]: ["location", "locations"],
  [ImportKind.Assets]: ["asset", "assets"],
  [ImportKind.Tasks]: ["work order", "work orders"],
};

const IMPORTERS: Readonly<Record<ImportKindId, typeof importLocations>> = {
  [ImportKind.Locations]: importLocations,
  [ImportKind.Assets]: importAssets,
  [ImportKind.Tasks]: importTasks,
};

/** The report's closing line: how many rows were refused (every one counted, even past the kept 1,000). */
export const refusalMessage = (problems: readonly ImportProblem[]): string => {
  const rows = new Set(problems.map((p) => p.Row)).size;
  if (problems.every((p) => p.Row === 1)) return "The header row has problems; nothing was imported.";
  return `${rows} ${rows === 1 ? "row has" : "rows have"} problems; nothing was imported.`;
};

class Refused extends Error {
  constructor(
    readonly problems: ImportProblem[],
    readonly rows = 0,
  ) {
    super("refused");
  }
}

/** Reads the file: the header row, then each non-blank row by its columns (at most IMPORT_MAX_ROWS). */
const readRows = async (job: ImportFileJob, onFraction: (f: number) => void): Promise<ImportRow[]> => {
  const size = (await stat(job.path)).size || 1;
  const rows: ImportRow[] = [];
  let layout: ReturnType<typeof matchImportHeaders> | null = null;
  for await (const { rowNumber, cells } of readFileRows(job.path, job.format, (bytes) =>
    onFraction(bytes / size),
  )) {
    if (layout === null) {
      layout = matchImportHeaders({ kind: job.kind, headers: cells });
      if (!layout.ok) throw new Refused(layout.problems);
      continue;
    }
    if (isBlankRow(cells)) continue;
    if (rows.length + 1 > IMPORT_MAX_ROWS)
      throw new Refused(
        [
          {
            Row: rowNumber,
            Field: "",
            Message: `A file may hold at most ${IMPORT_MAX_ROWS.toLocaleString("en-US")} rows; split it in parts.`,
          },
        ],
        rows.length,
      );
    rows.push({ rowNumber, ...readImportRow({ layout: layout.layout, cells, rowNumber }) });
  }
  if (layout === null || rows.length === 0)
    throw new Refused([{ Row: 2, Field: "", Message: "The file has no rows below its header row." }]);
  return rows;
};

/**
 * Runs one import in this process: Reading, Checking (every row, every problem collected), then Writing in one
 * transaction — or nothing written at all. The job row says how far it is and, at the end, what came of it.
 */
export const runImportJob = async (
  ctx: AppContext,
  session: ActiveSession,
  job: ImportFileJob,
): Promise<void> => {
  const reporter = progressReporter(ctx, job.jobId);
  let totalRows = 0;
  const finish = async (
    outcome: ImportOutcome | { ok: false; message: string; problems: ImportProblem[] },
  ) => {
    await reporter.settle();
    const done = { phase: ImportPhase.Done, progress: 100, totalRows, completedAt: ctx.now() };
    if (outcome.ok) {
      const [one, many] = NOUNS[job.kind];
      const message = `${outcome.written} ${outcome.written === 1 ? one : many} imported.`;
      await updateImportJob(ctx.db, job.jobId, {
        ...done,
        state: ExportJobState.Completed,
        written: outcome.written,
        message,
      });
      return;
    }
    const problems = [...outcome.problems].sort((a, b) => a.Row - b.Row);
    await updateImportJob(ctx.db, job.jobId, {
      ...done,
      state: ExportJobState.Failed,
      written: 0,
      problems: problems.slice(0, IMPORT_PROBLEMS_KEPT),
      message: "message" in outcome ? outcome.message : refusalMessage(problems),
    });
  };
  try {
    const rows = await readRows(job, (f) => reporter.progress(f)).catch((err: unknown) => {
      if (err instanceof Refused) {
        totalRows = err.rows;
        return err;
      }
      throw err;
    });
    if (rows instanceof Refused) return await finish({ ok: false, problems: rows.problems });
    totalRows = rows.length;
    reporter.phase(ImportPhase.Checking);
    await updateImportJob(ctx.db, job.jobId, { totalRows });
    await finish(await IMPORTERS[job.kind](ctx, session, rows, reporter));
  } catch (err) {
    ctx.logger.error({ err, jobId: job.jobId }, "import failed");
    const unreadable = /zip|end of central directory|invalid|signature/i.test(
      String((err as Error)?.message),
    );
    await finish({
      ok: false,
      problems: [],
      message: unreadable
        ? "The file could not be read as a workbook; nothing was imported."
        : "The import stopped on an unexpected error; nothing was imported. Start it again.",
    }).catch((e: unknown) => ctx.logger.error({ err: e, jobId: job.jobId }, "import job not updated"));
  }
};
