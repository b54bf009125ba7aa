import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { seedDemoData, DEMO_ACCOUNTS, DEMO_PASSWORD } from "./seed/demo.seed.ts";
import { seedModuleCatalogue } from "./seed/catalogue.seed.ts";
import { buildApp } from "./app.ts";
import { createLogger } from "./lib/logger.ts";

/** Reads the configuration, opens and migrates the database, seeds, and only then listens. */
const main = async (): Promise<void> => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = config.databaseUrl
    ? await openDatabase({ kind: "postgres", url: config.databaseUrl, logger })
    : await openDatabase({ kind: "pglite", dataDir: config.dataDir, logger });
  await seedModuleCatalogue(database.db);
  if (config.seedDemo) {
    const { created } = await seedDemoData(database.db);
    if (created.length > 0) logger.info({ organisations: created }, "demo data seeded");
  }
  const { app, ctx } = await buildApp({
    config,
    database,
    logger,
    ...(config.webDistDir ? { webDistDir: config.webDistDir } : {}),
  });
  await app.listen({ port: config.port, host: config.host });
  void ctx.workers.warm();
  const address = `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${config.port}`;
  const lines = [
    "",
    `Fieldstead is running at ${address}`,
    `  database: ${database.kind === "pglite" ? `embedded PostgreSQL in ${config.dataDir}` : "PostgreSQL server (DATABASE_URL)"}`,
    `  API docs: ${address}/api/docs`,
  ];
  if (config.seedDemo) {
    lines.push(`  demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.email.padEnd(24)} ${account.role} — ${account.organisation}`);
  }
  process.stdout.write(`${lines.join("\n")}\n\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
};

main().catch((err: unknown) => {
  process.stderr.write(`Fieldstead could not start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
