import { randomBytes } from "node:crypto";
import pg from "pg";

/** The backends the API suite runs on: the embedded database always, PostgreSQL when TEST_DATABASE_URL is set. */
export type Backend = "pglite" | "postgres";
export const testBackends = (): Backend[] =>
  process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export const TEMPLATE_DB_KEY = "templateDatabase";
export const PGLITE_DUMP_KEY = "pgliteDump";

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string;
    pgliteDump: string;
  }
}

/** The same server as TEST_DATABASE_URL, another database. */
export const databaseUrl = (base: string, database: string): string => {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
};

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export const withAdminClient = async <T>(
  base: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> => {
  const client = new pg.Client({ connectionString: base });
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

export const createDatabase = (base: string, name: string, template?: string) =>
  withAdminClient(base, (c) =>
    c.query(`create database ${quote(name)}${template ? ` template ${quote(template)}` : ""}`),
  );

export const dropDatabase = (base: string, name: string) =>
  withAdminClient(base, (c) => c.query(`drop database if exists ${quote(name)} with (force)`));

export const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
