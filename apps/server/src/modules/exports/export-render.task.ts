import { Readable } from "node:stream";
import { assertNever } from "@fieldstead/domain";
import { taskPort, type TaskPort } from "../../lib/workers/worker-port.ts";
import type { Cell } from "./export-columns.ts";
import { RENDER_ASKS, type RenderTaskInput } from "./export-render.types.ts";
import { writeDocx } from "./writers/docx-writer.ts";
import { writeMediaZip, type OpenZipFile } from "./writers/media-zip-writer.ts";
import { writePdf } from "./writers/pdf-writer.ts";
import type { RowFeed } from "./writers/table-writer.ts";
import { writeXlsx } from "./writers/xlsx-writer.ts";

/**
 * The pages of cells, asked of the main thread one ahead: the next page is read while this one is written,
 * and never more than that, so the main thread holds at most a page or two.
 */
async function* pagesOf(port: TaskPort): RowFeed {
  const ask = () => {
    const next = port.ask<Cell[][] | null>(RENDER_ASKS.nextRows, null);
    // Awaited below; a failure while the writer is busy with the page before must not go unhandled meanwhile.
    next.catch(() => undefined);
    return next;
  };
  let next = ask();
  for (;;) {
    const page = await next;
    if (page === null) return;
    next = ask();
    yield page;
  }
}

/** A file's bytes as the main thread reads them from storage: each piece asked for when the zip wants it. */
const opener =
  (port: TaskPort): OpenZipFile =>
  async (index) => {
    if (!(await port.ask<boolean>(RENDER_ASKS.openFile, index))) return null;
    async function* pieces() {
      for (;;) {
        const piece = await port.ask<Uint8Array | null>(RENDER_ASKS.nextChunk, index);
        if (piece === null) return;
        yield Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
      }
    }
    return Readable.from(pieces(), { objectMode: false });
  };

/** Renders an export's file in a worker thread; answers how many rows (or files) it holds. */
export const renderExportTask = async ({ job, port: raw }: RenderTaskInput): Promise<number> => {
  const port = taskPort(raw);
  try {
    if (job.kind === "zip") return await writeMediaZip(job.path, job.fileNames, opener(port));
    switch (job.format) {
      case "xlsx":
        return await writeXlsx(job.path, job.document, pagesOf(port));
      case "pdf":
        return await writePdf(job.path, job.document, pagesOf(port));
      case "docx":
        return await writeDocx(job.path, job.document, pagesOf(port));
      default:
        return assertNever(job.format);
    }
  } finally {
    port.end();
  }
};
