import type { Readable } from "node:stream";
import { DISPLAY_TIME_ZONE, ExportKind } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { runWithPort } from "../../lib/workers/worker-port.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { cellsOf, formatDisplayTime, type Cell } from "./export-columns.ts";
import { describeFilters } from "./export-filters.ts";
import type { ExportPlan } from "./export-plan.ts";
import { RENDER_ASKS, type RenderJob } from "./export-render.types.ts";
import { readAllRows } from "./export-sources.ts";
import type { ZipEntry } from "./writers/media-zip-writer.ts";

/** Rows (or files) done so far and how many there are in all. */
export type ProgressReport = (done: number, total: number) => void;

/** The main thread's side of a render: what the worker is to write, and the answers to its questions. */
type RenderSide = {
  job: RenderJob;
  answer(name: string, args: unknown): Promise<unknown>;
  /** Lets go of whatever is still open (a file being read, the row reader), however the render ended. */
  close(): Promise<void>;
};

const unknownQuestion = (name: string) => new Error(`no answer to ${name}`);

/** Pages of rows read from the list as the worker asks for them, turned into cells. */
const tableSide = (
  ctx: AppContext,
  session: ActiveSession,
  plan: Exclude<ExportPlan, { kind: typeof ExportKind.Media }>,
  path: string,
  onProgress: ProgressReport,
): RenderSide => {
  const { columns } = plan;
  let total = plan.total;
  let done = 0;
  const pages = readAllRows(ctx, session, plan.kind, plan.query, (t) => (total = t));
  return {
    job: {
      kind: "table",
      format: plan.format,
      path,
      document: {
        title: plan.title,
        generatedLine: `Generated ${formatDisplayTime(plan.startedAt)} (${DISPLAY_TIME_ZONE})`,
        filtersLine: describeFilters(plan.query, columns),
        columns,
      },
    },
    answer: async (name): Promise<Cell[][] | null> => {
      if (name !== RENDER_ASKS.nextRows) throw unknownQuestion(name);
      const page = await pages.next();
      if (page.done) return null;
      done += page.value.length;
      onProgress(done, total);
      return page.value.map((row) => cellsOf(columns, row));
    },
    close: async () => void (await pages.return(undefined).catch(() => undefined)),
  };
};

/** A record's files read from storage (local disk or S3) one at a time, a piece at a time. */
const zipSide = (
  ctx: AppContext,
  entries: readonly ZipEntry[],
  path: string,
  onProgress: ProgressReport,
): RenderSide => {
  let body: Readable | undefined;
  let pieces: AsyncIterator<Buffer> | undefined;
  const letGo = () => {
    body?.destroy();
    body = undefined;
    pieces = undefined;
  };
  return {
    job: { kind: "zip", path, fileNames: entries.map((e) => e.fileName) },
    answer: async (name, args): Promise<boolean | Uint8Array | null> => {
      if (name === RENDER_ASKS.openFile) {
        letGo();
        const index = args as number;
        onProgress(index, entries.length);
        const stored = await ctx.storage.get(entries[index]!.storageKey);
        if (!stored) return false;
        body = stored.body;
        pieces = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
        return true;
      }
      if (name !== RENDER_ASKS.nextChunk || !pieces) throw unknownQuestion(name);
      const piece = await pieces.next();
      // A copy of exactly this piece: a piece may be a view on a larger buffer, all of which would be cloned.
      return piece.done ? null : new Uint8Array(piece.value);
    },
    close: async () => letGo(),
  };
};

/**
 * Writes the planned export to `path`; answers how many rows (or files) it holds. The file is rendered in a
 * worker thread, so no request waits behind it; this thread only reads what goes in (pages of rows from the
 * database, files from storage), each when the worker asks for it.
 */
export const produceExport = async (
  ctx: AppContext,
  session: ActiveSession,
  plan: ExportPlan,
  path: string,
  onProgress: ProgressReport = () => undefined,
): Promise<number> => {
  const side =
    plan.kind === ExportKind.Media
      ? zipSide(ctx, plan.entries, path, onProgress)
      : tableSide(ctx, session, plan, path, onProgress);
  // The worker sees only an error's message; what failed here is rethrown as it was (a refusal stays a 400).
  let failure: unknown;
  try {
    const count = await runWithPort(
      ctx.workers,
      "renderExport",
      { job: side.job },
      {
        ask: (name, args) =>
          side.answer(name, args).catch((err: unknown) => {
            failure ??= err;
            throw err;
          }),
        onMessage: () => undefined,
      },
    );
    if (plan.kind === ExportKind.Media) onProgress(plan.entries.length, plan.entries.length);
    return count;
  } catch (err) {
    throw failure ?? err;
  } finally {
    await side.close();
  }
};
