import { randomBytes } from "node:crypto";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { pino } from "pino";
import { ExportKind, ExportMode } from "@fieldstead/domain";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase, type Database } from "../apps/server/src/db/client.ts";
import { seedDemoData } from "../apps/server/src/seed/demo.seed.ts";
import { createExportQueue } from "../apps/server/src/modules/exports/export-queue.ts";
import { startExport } from "../apps/server/src/modules/exports/exports.service.ts";
import { createDatabase, databaseUrl, dropDatabase } from "../apps/server/src/test/test-databases.ts";
import { generateBenchData } from "./lists.bench-data.ts";
import type { BenchFigure } from "./run.ts";

const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/test";
const ASSETS = 100_000;
const LOCATIONS = 2_000;
const SAMPLE_EVERY_MS = 25;
const MB = 1024 * 1024;

const isReachable = async (url: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
};

/** Samples this process's resident memory and heap until stopped; answers the peaks. */
const memoryPeaks = () => {
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  };
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  return () => {
    clearInterval(timer);
    sample();
    return { rss: rss / MB, heap: heap / MB };
  };
};

/**
 * Exports 100,000 assets to Excel through the export service's instant path (every page read by keyset,
 * each row committed to the streaming writer, the file then read back as the HTTP reply would send it).
 * Meanwhile the main thread's event-loop delay is watched: the file renders in a worker thread, so what the
 * main thread does (reading pages of rows) must never hold up a request for long.
 */
export const benchExports = async (): Promise<BenchFigure[]> => {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_URL;
  if (!(await isReachable(base))) {
    console.log(`exports: PostgreSQL is not reachable at ${new URL(base).host}; these figures need it`);
    return [];
  }
  const name = `fieldstead_bench_${randomBytes(4).toString("hex")}`;
  await createDatabase(base, name);
  const url = databaseUrl(base, name);
  let database: Database | undefined;
  const direct = new pg.Pool({ connectionString: url, max: 2 });
  direct.on("error", () => undefined);
  try {
    database = await openDatabase({ kind: "postgres", url, poolSize: 4 });
    await seedDemoData(database.db);
    const admin = (
      await direct.query<{ orgId: number; employeeId: number; roleId: number }>(
        `select e.org_id as "orgId", e.id as "employeeId", e.role_id as "roleId" from employees e
         where lower(e.email) = 'admin@acme.example'`,
      )
    ).rows[0]!;
    const client = await direct.connect();
    try {
      await generateBenchData(client, admin.orgId, { assetCount: ASSETS, locationCount: LOCATIONS });
    } finally {
      client.release();
    }
    const { app, ctx } = await buildApp({
      config: { ...loadConfig({ LOG_LEVEL: "silent" }), port: 0 },
      database,
      logger: pino({ level: "silent" }),
      webDistDir: "/nonexistent",
    });
    try {
      const session = { ...admin, sessionId: "bench", expiresAt: new Date(Date.now() + 3_600_000) };
      global.gc?.();
      const baseline = process.memoryUsage().rss / MB;
      const stop = memoryPeaks();
      const loop = monitorEventLoopDelay({ resolution: 10 });
      const start = performance.now();
      loop.enable();
      const outcome = await startExport(
        ctx,
        createExportQueue(2, { track: () => () => undefined }),
        session,
        {
          ExportKind: ExportKind.AssetList,
          Mode: ExportMode.Instant,
          Format: "xlsx",
          Query: { VerificationFilter: "All", SortModel: [{ colId: "AssetTag", sort: "asc" }] },
        },
      );
      loop.disable();
      if (outcome.kind !== "file") throw new Error("an instant export answers a file");
      let bytes = 0;
      await pipeline(
        outcome.file.body,
        new Writable({
          write: (chunk: Buffer, _encoding, done) => {
            bytes += chunk.length;
            done();
          },
        }),
      );
      await outcome.file.done();
      const seconds = (performance.now() - start) / 1_000;
      const peaks = stop();
      return [
        { name: "export 100,000 assets to xlsx: time", value: seconds, unit: "s", target: { below: 15 } },
        // What the export itself costs: the process's baseline here holds the generated data and the seeding.
        {
          name: "export 100,000 assets to xlsx: memory growth (rendering thread included)",
          value: peaks.rss - baseline,
          unit: "MB",
          target: { below: 300 },
        },
        { name: "export 100,000 assets to xlsx: peak RSS", value: peaks.rss, unit: "MB" },
        {
          name: "export 100,000 assets to xlsx: event-loop delay p99",
          value: loop.percentile(99) / 1e6,
          unit: "ms",
          target: { below: 50 },
        },
        { name: "export 100,000 assets to xlsx: RSS before", value: baseline, unit: "MB" },
        { name: "export 100,000 assets to xlsx: peak heap used", value: peaks.heap, unit: "MB" },
        { name: "export 100,000 assets to xlsx: file size", value: bytes / MB, unit: "MB" },
      ];
    } finally {
      await app.close();
    }
  } finally {
    await direct.end();
    await database?.close();
    await dropDatabase(base, name);
  }
};
