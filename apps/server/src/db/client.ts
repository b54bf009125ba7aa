import { fileURLToPath } from "node:url";
import { mkdirSync } from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Logger } from "pino";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The one database type the repositories see, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle is a Db for the repositories. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  readonly db: Db;
  readonly kind: "pglite" | "postgres";
  close(): Promise<void>;
};

const MIGRATION_LOCK_KEY = 7_262_001;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

export type OpenDatabaseOptions =
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob; logger?: Logger }
  | { kind: "postgres"; url: string; poolSize?: number; logger?: Logger };

/** Opens the database and applies every pending migration before answering. */
export const openDatabase = async (options: OpenDatabaseOptions): Promise<Database> => {
  if (options.kind === "pglite") {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const client = new PGlite({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await client.waitReady;
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: "pglite", close: () => client.close() };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 20,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 30_000,
  });
  // A database restart must not crash the process: log, and let the pool reconnect.
  pool.on("error", (err) => options.logger?.error({ err }, "database pool error"));
  pool.on("connect", (client) => {
    client.on("error", (err) => options.logger?.error({ err }, "database client error"));
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // Several instances may start at once: one migrates while the others wait on the lock.
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
  return { db, kind: "postgres", close: () => pool.end() };
};
