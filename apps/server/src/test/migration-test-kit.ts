import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import type { SQL } from "drizzle-orm";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { MIGRATIONS_FOLDER } from "../db/client.ts";
import { createDatabase, databaseUrl, dropDatabase, uniqueName, type Backend } from "./test-databases.ts";

/*
 * A database as it stood before a migration, for testing the migration on data written under the old rules:
 * an empty database (embedded, or a new one on TEST_DATABASE_URL) migrated up to the migration, which the test
 * then fills and migrates the rest of the way with the real folder.
 */

type Journal = { entries: { tag: string }[] };

/** A migrations folder holding every migration before `tag`: a database as it stood before it. */
export const foldersBefore = (tag: string): { before: string; dispose: () => void } => {
  const dir = mkdtempSync(join(tmpdir(), "fieldstead-migrations-"));
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
  ) as Journal;
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at, `${tag} is in the journal`).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, at);
  mkdirSync(join(dir, "meta"));
  writeFileSync(join(dir, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const e of entries) copyFileSync(join(MIGRATIONS_FOLDER, `${e.tag}.sql`), join(dir, `${e.tag}.sql`));
  return { before: dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
};

export type Run = (query: SQL) => Promise<Record<string, unknown>[]>;
export type Opened = { run: Run; migrate: (folder: string) => Promise<void>; close: () => Promise<void> };

/** An empty database: in memory, or a new database on TEST_DATABASE_URL's server (dropped on close). */
export const openEmptyDatabase = async (backend: Backend): Promise<Opened> => {
  if (backend === "pglite") {
    const client = new PGlite();
    await client.waitReady;
    const db = drizzlePglite({ client });
    return {
      run: async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = uniqueName("fs_migration");
  await createDatabase(base, name);
  const pool = new pg.Pool({ connectionString: databaseUrl(base, name), max: 2 });
  pool.on("error", () => undefined);
  const db = drizzlePg({ client: pool });
  return {
    run: async (query) => (await db.execute(query)).rows,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await dropDatabase(base, name);
    },
  };
};
