import { randomBytes } from "node:crypto";
import { Agent } from "node:http";
import pg from "pg";
import { pino } from "pino";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase, type Database } from "../apps/server/src/db/client.ts";
import { DEMO_PASSWORD, seedDemoData } from "../apps/server/src/seed/demo.seed.ts";
import { createDatabase, databaseUrl, dropDatabase } from "../apps/server/src/test/test-databases.ts";
import { postJson } from "./lists.bench-http.ts";
import type { BenchFigure } from "./run.ts";

const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/test";

/** A fresh PostgreSQL database holding the demo data, for one benchmark. */
export type BenchPostgres = {
  /** The application's connection to it. */
  database: Database;
  /** Its address, for a server process of its own. */
  url: string;
  /** A plain node-postgres pool on it, for generating data and for comparisons. */
  direct: pg.Pool;
  /** The demo organisation and its technician. */
  orgId: number;
  techId: number;
  /** Seconds since the database was created. */
  secondsSinceStart: () => number;
};

/**
 * Runs `body` on a new database (on BENCH_DATABASE_URL, TEST_DATABASE_URL or the local server) seeded with the
 * demo data, and drops it afterwards. Without a reachable PostgreSQL it says so and reports no figures.
 */
export const withBenchPostgres = async (
  label: string,
  options: { poolSize: number },
  body: (bench: BenchPostgres) => Promise<BenchFigure[]>,
): Promise<BenchFigure[]> => {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_URL;
  const name = `fieldstead_bench_${randomBytes(4).toString("hex")}`;
  const start = performance.now();
  try {
    await createDatabase(base, name);
  } catch {
    console.log(`${label}: PostgreSQL is not reachable at ${new URL(base).host}; these figures need it`);
    console.log(
      `${label}: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server the benchmark may create a database on`,
    );
    return [];
  }
  const url = databaseUrl(base, name);
  let database: Database | undefined;
  const direct = new pg.Pool({ connectionString: url, max: options.poolSize });
  direct.on("error", () => undefined);
  try {
    database = await openDatabase({ kind: "postgres", url, poolSize: options.poolSize });
    await seedDemoData(database.db);
    const ids = await direct.query<{ org: number; tech: number }>(
      `select o.id as org, e.id as tech from organisations o
       join employees e on e.org_id = o.id and e.email = 'tech@acme.example'
       where o.name = 'Acme Facilities'`,
    );
    const { org: orgId, tech: techId } = ids.rows[0]!;
    return await body({
      database,
      url,
      direct,
      orgId,
      techId,
      secondsSinceStart: () => (performance.now() - start) / 1_000,
    });
  } finally {
    await direct.end();
    await database?.close();
    await dropDatabase(base, name);
  }
};

/** Runs `generate` on one connection of the pool and answers the seconds it took. */
export const generateOn = async (
  direct: pg.Pool,
  generate: (client: pg.PoolClient) => Promise<unknown>,
): Promise<number> => {
  const start = performance.now();
  const client = await direct.connect();
  try {
    await generate(client);
  } finally {
    client.release();
  }
  return (performance.now() - start) / 1_000;
};

/** The real server listening on a loopback port, with a keep-alive agent to call it. */
export type BenchServer = {
  origin: string;
  agent: Agent;
  /** The authorization header of a demo account's new session. */
  authFor: (email: string) => Promise<{ authorization: string }>;
  /** A POST of JSON to a path of the API, answering the parsed reply. */
  post: (path: string, auth: Record<string, string>, body: unknown) => Promise<unknown>;
};

/** Runs `body` against the server built on `database`, closed afterwards. */
export const withBenchServer = async <T>(
  database: Database,
  options: { maxSockets: number },
  body: (server: BenchServer) => Promise<T>,
): Promise<T> => {
  const { app } = await buildApp({
    config: { ...loadConfig({ LOG_LEVEL: "silent" }), port: 0 },
    database,
    logger: pino({ level: "silent" }),
    webDistDir: "/nonexistent",
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const origin = typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : "";
  const agent = new Agent({ keepAlive: true, maxSockets: options.maxSockets });
  const post = (path: string, auth: Record<string, string>, payload: unknown) =>
    postJson(agent, new URL(`${origin}${path}`), auth, payload);
  const authFor = async (email: string) => {
    const login = (await post("/api/Login", {}, { email, password: DEMO_PASSWORD })) as { Token: string };
    return { authorization: `Bearer ${login.Token}` };
  };
  try {
    return await body({ origin, agent, authFor, post });
  } finally {
    agent.destroy();
    await app.close();
  }
};
