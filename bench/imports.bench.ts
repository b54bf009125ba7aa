import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { pino } from "pino";
import { ImportKind, type ImportJob } from "@fieldstead/domain";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { DEMO_PASSWORD, seedDemoData } from "../apps/server/src/seed/demo.seed.ts";
import type { BenchFigure } from "./run.ts";

const ROWS = 10_000;
const SITES = 100;
const HEADER = ["Name", "Level", "Parent Code", "Code", "City"];

/** 100 sites with their own codes and 99 buildings under each (codes generated): 10,000 rows. */
const locationRows = (prefix: string): string[][] => {
  const rows: string[][] = [];
  for (let s = 1; s <= SITES; s += 1) {
    const code = `${prefix}-${String(s).padStart(3, "0")}`;
    rows.push([`${prefix} Site ${s}`, "Site", "", code, "Denver"]);
    for (let b = 1; b < ROWS / SITES; b += 1)
      rows.push([`${prefix} Site ${s} Building ${b}`, "Building", code, "", ""]);
  }
  return rows;
};

export const csvOf = (rows: string[][], header: readonly string[] = HEADER) =>
  Buffer.from([header, ...rows].map((r) => r.join(",")).join("\r\n"));

/** The rows as an .xlsx file, written with exceljs's streaming writer. */
export const xlsxOf = async (rows: string[][], header: readonly string[] = HEADER): Promise<Buffer> => {
  const dir = mkdtempSync(join(tmpdir(), "fs-bench-import-"));
  const path = join(dir, "rows.xlsx");
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false });
  const sheet = writer.addWorksheet("Rows");
  sheet.addRow([...header]).commit();
  for (const row of rows) sheet.addRow(row).commit();
  await writer.commit();
  const buffer = readFileSync(path);
  rmSync(dir, { recursive: true, force: true });
  return buffer;
};

export const BOUNDARY = "----fieldstead-bench";
export const multipart = (fileName: string, content: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

/**
 * Imports 10,000 locations from a .csv and from an .xlsx file through the import call (upload, reading,
 * checking, one write transaction) on the embedded database with the demo data; prints the time from upload to
 * the job's end and the process's peak memory (resident set, which includes the embedded database).
 */
export const benchImports = async (): Promise<BenchFigure[]> => {
  const database = await openDatabase({ kind: "pglite" });
  await seedDemoData(database.db);
  const { app } = await buildApp({
    config: loadConfig({ LOG_LEVEL: "silent" }),
    database,
    logger: pino({ level: "silent" }),
    webDistDir: "/nonexistent",
  });
  await app.ready();
  try {
    const login = await app.inject({
      method: "POST",
      url: "/api/Login",
      payload: { email: "admin@acme.example", password: DEMO_PASSWORD },
    });
    const token = (login.json() as { Token: string }).Token;
    const figures: BenchFigure[] = [];
    for (const [format, prefix] of [
      ["csv", "BCSV"],
      ["xlsx", "BXLS"],
    ] as const) {
      const rows = locationRows(prefix);
      const file = format === "csv" ? csvOf(rows) : await xlsxOf(rows);
      global.gc?.();
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 25);
      const started = performance.now();
      const res = await app.inject({
        method: "POST",
        url: `/api/Bulk/Import?ImportKind=${ImportKind.Locations}`,
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        },
        payload: multipart(`locations.${format}`, file),
      });
      if (res.statusCode !== 200) throw new Error(`import answered ${res.statusCode}: ${res.body}`);
      const { JobId } = res.json() as { JobId: number };
      let job: ImportJob;
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        job = (
          await app.inject({
            method: "GET",
            url: `/api/Bulk/GetImportJob?JobId=${JobId}`,
            headers: { authorization: `Bearer ${token}` },
          })
        ).json() as ImportJob;
        if (job.State !== 1) break;
      }
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      if (job.State !== 2 || job.Written !== ROWS)
        throw new Error(
          `the ${format} import ended ${job.State}: ${job.Message} ${JSON.stringify(job.Problems.slice(0, 3))}`,
        );
      figures.push(
        {
          name: `import: ${ROWS.toLocaleString("en-GB")} locations from .${format} (${(file.length / 1e6).toFixed(1)} MB)`,
          value: seconds,
          unit: "s",
          target: { below: 30 },
        },
        { name: `import: peak memory, .${format} (resident set)`, value: peak / 1024 / 1024, unit: "MB" },
        {
          name: `import: memory growth, .${format}`,
          value: (peak - baseline) / 1024 / 1024,
          unit: "MB",
          target: { below: 300 },
        },
      );
    }
    return figures;
  } finally {
    await app.close();
    await database.close();
  }
};
