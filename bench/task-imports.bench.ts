import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { pino } from "pino";
import { ImportKind, TASK_PRIORITY_LABELS, WORK_ORDER_TYPE_LABELS, type ImportJob } from "@fieldstead/domain";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase, type Database } from "../apps/server/src/db/client.ts";
import { employees, locations, projects } from "../apps/server/src/db/schema/index.ts";
import { DEMO_PASSWORD, seedDemoData } from "../apps/server/src/seed/demo.seed.ts";
import { createDatabase, databaseUrl, dropDatabase } from "../apps/server/src/test/test-databases.ts";
import { BOUNDARY, csvOf, multipart, xlsxOf } from "./imports.bench.ts";
import type { BenchFigure } from "./run.ts";

const ROWS = 10_000;
const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/test";
const ADMIN = "admin@acme.example";
const HEADER = [
  "Summary",
  "Description",
  "Type",
  "Priority",
  "Project",
  "Location",
  "Assignee",
  "Planned date",
  "Due date",
  "Region",
  "Review levels",
];
const TYPES = Object.values(WORK_ORDER_TYPE_LABELS);
const PRIORITIES = Object.values(TASK_PRIORITY_LABELS);

/** What the rows may name in the demo organisation: its projects, locations and people. */
const namesOf = async (database: Database) => {
  const [admin] = await database.db
    .select({ orgId: employees.orgId })
    .from(employees)
    .where(eq(employees.email, ADMIN));
  const orgId = admin!.orgId;
  const [places, people, codes] = await Promise.all([
    database.db.select({ code: locations.code }).from(locations).where(eq(locations.orgId, orgId)).limit(200),
    database.db
      .select({ email: employees.email })
      .from(employees)
      .where(and(eq(employees.orgId, orgId), eq(employees.enabled, true))),
    database.db
      .select({ code: projects.code })
      .from(projects)
      .where(and(eq(projects.orgId, orgId), eq(projects.archived, false))),
  ]);
  return {
    places: places.flatMap((p) => (p.code ? [p.code] : [])),
    people: people.map((p) => p.email),
    codes: codes.map((p) => p.code),
  };
};

/** 10,000 work orders of every type and priority, spread over the organisation's places, people and projects. */
const taskRows = (names: Awaited<ReturnType<typeof namesOf>>, prefix: string): string[][] =>
  Array.from({ length: ROWS }, (_, i) => {
    const day = 1 + (i % 28);
    return [
      `${prefix} work order ${i + 1}`,
      i % 3 === 0 ? `Generated for the import benchmark (${i + 1})` : "",
      TYPES[i % TYPES.length]!,
      PRIORITIES[i % PRIORITIES.length]!,
      i % 4 === 0 ? (names.codes[i % names.codes.length] ?? "") : "",
      names.places[i % names.places.length] ?? "",
      i % 5 === 0 ? "" : (names.people[i % names.people.length] ?? ""),
      `2026-04-${String(day).padStart(2, "0")}`,
      `2026-05-${String(day).padStart(2, "0")}`,
      i % 2 === 0 ? "North" : "South",
      String(1 + (i % 3)),
    ];
  });

/** Uploads one file as the administrator and follows the job to its end: seconds and peak memory. */
const importFile = async (
  database: Database,
  format: "csv" | "xlsx",
  prefix: string,
): Promise<BenchFigure[]> => {
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
      payload: { email: ADMIN, password: DEMO_PASSWORD },
    });
    const token = (login.json() as { Token: string }).Token;
    const rows = taskRows(await namesOf(database), prefix);
    const file = format === "csv" ? csvOf(rows, HEADER) : await xlsxOf(rows, HEADER);
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 25);
    const started = performance.now();
    const res = await app.inject({
      method: "POST",
      url: `/api/Bulk/Import?ImportKind=${ImportKind.Tasks}`,
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: multipart(`work-orders.${format}`, file),
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
    return [
      {
        name: `${ROWS.toLocaleString("en-GB")} work orders from .${format} (${(file.length / 1e6).toFixed(1)} MB)`,
        value: seconds,
        unit: "s",
        target: { below: 30 },
      },
      {
        name: `work orders: memory growth, .${format}`,
        value: (peak - baseline) / 1024 / 1024,
        unit: "MB",
        target: { below: 300 },
      },
    ];
  } finally {
    await app.close();
  }
};

const both = async (database: Database, where: string): Promise<BenchFigure[]> => {
  await seedDemoData(database.db);
  const figures: BenchFigure[] = [];
  for (const format of ["csv", "xlsx"] as const)
    for (const figure of await importFile(database, format, `B${format.toUpperCase()}`))
      figures.push({ ...figure, name: `import on ${where}: ${figure.name}` });
  return figures;
};

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

/**
 * Creates 10,000 work orders from a .csv and from an .xlsx file through the import call (upload, reading, every
 * row checked and its project, location and people looked up, then numbers, history and events written in one
 * transaction) on the embedded database and, when it is reachable, on PostgreSQL; prints the time from upload to
 * the job's end and the growth of the process's resident memory.
 */
export const benchTaskImports = async (): Promise<BenchFigure[]> => {
  const embedded = await openDatabase({ kind: "pglite" });
  const figures: BenchFigure[] = [];
  try {
    figures.push(...(await both(embedded, "the embedded database")));
  } finally {
    await embedded.close();
  }
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_URL;
  if (!(await isReachable(base))) {
    console.log(
      `task imports: PostgreSQL is not reachable at ${new URL(base).host}; its figures are left out`,
    );
    return figures;
  }
  const name = `fieldstead_bench_${randomBytes(4).toString("hex")}`;
  await createDatabase(base, name);
  const database = await openDatabase({ kind: "postgres", url: databaseUrl(base, name), poolSize: 4 });
  try {
    figures.push(...(await both(database, "PostgreSQL")));
  } finally {
    await database.close();
    await dropDatabase(base, name);
  }
  return figures;
};
