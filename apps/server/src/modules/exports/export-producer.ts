import { DISPLAY_TIME_ZONE, ExportKind, assertNever } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { ActiveSession } from "../auth/session-store.ts";
import { cellsOf, formatDisplayTime } from "./export-columns.ts";
import { describeFilters } from "./export-filters.ts";
import type { ExportPlan } from "./export-plan.ts";
import { readAllRows } from "./export-sources.ts";
import { writeDocx } from "./writers/docx-writer.ts";
import { writeMediaZip } from "./writers/media-zip-writer.ts";
import { writePdf } from "./writers/pdf-writer.ts";
import type { RowFeed, TableWriter } from "./writers/table-writer.ts";
import { writeXlsx } from "./writers/xlsx-writer.ts";

/** Rows (or files) done so far and how many there are in all. */
export type ProgressReport = (done: number, total: number) => void;

const WRITERS: Record<"xlsx" | "pdf" | "docx", TableWriter> = {
  xlsx: writeXlsx,
  pdf: writePdf,
  docx: writeDocx,
};

/** Writes the planned export to `path`; answers how many rows (or files) it holds. */
export const produceExport = async (
  ctx: AppContext,
  session: ActiveSession,
  plan: ExportPlan,
  path: string,
  onProgress: ProgressReport = () => undefined,
): Promise<number> => {
  if (plan.kind === ExportKind.Media) {
    onProgress(0, plan.entries.length);
    const count = await writeMediaZip(path, plan.entries, ctx.storage);
    onProgress(plan.entries.length, plan.entries.length);
    return count;
  }
  const { columns } = plan;
  let total = plan.total;
  let done = 0;
  const pages = readAllRows(ctx, session, plan.kind, plan.query, (t) => (total = t));
  async function* cells(): RowFeed {
    for await (const page of pages) {
      yield page.map((row) => cellsOf(columns, row));
      done += page.length;
      onProgress(done, total);
    }
  }
  const writer = WRITERS[plan.format];
  if (!writer) return assertNever(plan.format as never);
  return writer(
    path,
    {
      title: plan.title,
      generatedLine: `Generated ${formatDisplayTime(plan.startedAt)} (${DISPLAY_TIME_ZONE})`,
      filtersLine: describeFilters(plan.query, columns),
      columns,
    },
    cells(),
  );
};
