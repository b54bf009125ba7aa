import { spawn } from "node:child_process";
import { request } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { ImportKind, type ImportJob } from "@fieldstead/domain";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { seedDemoData } from "../apps/server/src/seed/demo.seed.ts";
import { withBenchPostgres, withBenchServer, type BenchServer } from "./bench-postgres.ts";
import { BOUNDARY, csvOf, multipart } from "./imports.bench.ts";
import type { BenchFigure } from "./run.ts";

const ROWS = 50_000;

/** A location file as people send it: names and a level only, every code generated ('BUL-01' …). */
const sitesFile = () =>
  csvOf(
    Array.from({ length: ROWS }, (_, i) => [`BulkSite${i + 1}`, "Site"]),
    ["Name", "Level"],
  );

/**
 * Polls `/api/health` every 50 ms from a process of its own (so a blocked server cannot also hold up the
 * clock that measures it) until stopped; answers each call's milliseconds.
 */
const startHealthProbe = (origin: string) => {
  const script = `
    const latencies = [];
    let stopped = false;
    process.stdin.on("data", () => { stopped = true; });
    const tick = async () => {
      while (!stopped) {
        const start = performance.now();
        try { await fetch(${JSON.stringify(`${origin}/api/health`)}); latencies.push(performance.now() - start); }
        catch { latencies.push(60_000); }
        await new Promise((r) => setTimeout(r, 50));
      }
      process.stdout.write(JSON.stringify(latencies));
    };
    tick();`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
  const ended = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    stop: async (): Promise<number[]> => {
      child.stdin.end("stop");
      await ended;
      return JSON.parse(out || "[]") as number[];
    },
  };
};

const uploadFile = (
  server: BenchServer,
  auth: Record<string, string>,
  file: Buffer,
): Promise<{ JobId: number }> =>
  new Promise((resolve, reject) => {
    const body = multipart("sites.csv", file);
    const req = request(
      new URL(`${server.origin}/api/Bulk/Import?ImportKind=${ImportKind.Locations}`),
      {
        method: "POST",
        // A connection of its own: a kept-alive one may have been closed by the server while the file was made.
        agent: false,
        headers: {
          ...auth,
          "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
          "content-length": body.length,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString("utf8")));
        res.on("end", () =>
          res.statusCode === 200
            ? resolve(JSON.parse(text) as { JobId: number })
            : reject(new Error(`import answered ${res.statusCode}: ${text}`)),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });

const getJob = (server: BenchServer, auth: Record<string, string>, jobId: number): Promise<ImportJob> =>
  new Promise((resolve, reject) => {
    const req = request(
      new URL(`${server.origin}/api/Bulk/GetImportJob?JobId=${jobId}`),
      { agent: false, headers: auth },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString("utf8")));
        res.on("end", () => resolve(JSON.parse(text) as ImportJob));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
};

/** One 50,000-row import through HTTP while the health call is probed and the event loop watched. */
const importUnderWatch = async (
  server: BenchServer,
  label: string,
  targets: boolean,
): Promise<BenchFigure[]> => {
  const auth = await server.authFor("admin@acme.example");
  const file = sitesFile();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const probe = startHealthProbe(server.origin);
  loop.enable();
  const started = performance.now();
  let job: ImportJob;
  let health: number[];
  try {
    const { JobId } = await uploadFile(server, auth, file);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      job = await getJob(server, auth, JobId);
      if (job.State !== 1) break;
    }
  } finally {
    loop.disable();
    health = await probe.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  if (job.State !== 2 || job.Written !== ROWS)
    throw new Error(
      `the import ended ${job.State}: ${job.Message} ${JSON.stringify(job.Problems.slice(0, 3))}`,
    );
  const rows = ROWS.toLocaleString("en-GB");
  return [
    {
      name: `${label}: ${rows} locations imported (codes generated)`,
      value: seconds,
      unit: "s",
      ...(targets ? { target: { below: 60 } } : {}),
    },
    {
      name: `${label}: event-loop delay p99 during the import`,
      value: loop.percentile(99) / 1e6,
      unit: "ms",
      ...(targets ? { target: { below: 50 } } : {}),
    },
    {
      name: `${label}: /api/health p99 during the import (${health.length} calls)`,
      value: percentile(health, 0.99),
      unit: "ms",
      ...(targets ? { target: { below: 100 } } : {}),
    },
    { name: `${label}: /api/health slowest during the import`, value: Math.max(...health), unit: "ms" },
  ];
};

/**
 * A 50,000-row locations import on PostgreSQL (the target) and on the embedded database, each through the
 * real HTTP server, with the event loop's delay and the health call's answer times measured meanwhile.
 */
export const benchImportLoad = async (): Promise<BenchFigure[]> => {
  const postgres = await withBenchPostgres("large import", { poolSize: 10 }, ({ database }) =>
    withBenchServer(database, { maxSockets: 4 }, (server) =>
      importUnderWatch(server, "large import on PostgreSQL", true),
    ),
  );
  const embedded = await openDatabase({ kind: "pglite" });
  try {
    await seedDemoData(embedded.db);
    return [
      ...postgres,
      ...(await withBenchServer(embedded, { maxSockets: 4 }, (server) =>
        importUnderWatch(server, "large import, embedded database", false),
      )),
    ];
  } finally {
    await embedded.close();
  }
};
