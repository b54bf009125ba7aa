import { eq } from "drizzle-orm";
import { pino } from "pino";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase, type Database } from "../apps/server/src/db/client.ts";
import { organisations, ssoConnections } from "../apps/server/src/db/schema/index.ts";
import { seedDemoData } from "../apps/server/src/seed/demo.seed.ts";
import { withBenchPostgres, withBenchServer } from "./bench-postgres.ts";
import { quantile } from "./bench-timing.ts";
import type { BenchFigure } from "./run.ts";

/** Pairs of calls, one for an address someone has and one for an address nobody has, of the same domain. */
const PAIRS = 200;
const WARM_UP = 20;
const KNOWN = "tech@globex.example";
const UNKNOWN = "nobody.at.all@globex.example";
/** The most the two medians may differ: an answer must not tell whether an address exists. */
const MAX_DIFFERENCE_MS = 20;

/** Globex signs in with single sign-on, so the lookup finds a connection for the domain. */
const connectGlobex = async (database: Database): Promise<void> => {
  const [globex] = await database.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.name, "Globex Field Services"));
  if (!globex) throw new Error("no Globex in the demo data");
  await database.db.insert(ssoConnections).values({
    orgId: globex.id,
    kind: "oidc",
    displayName: "Globex ID",
    issuerUrl: "https://id.globex.example",
    clientId: "fieldstead",
    clientSecretEncrypted: "not read by this benchmark",
    allowedDomains: ["globex.example"],
  });
};

const timedGet = async (url: string): Promise<number> => {
  const start = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - start;
};

/** Interleaved calls (the order swapped every pair), then each address's median and 90th percentile. */
const measure = async (origin: string, label: string): Promise<BenchFigure[]> => {
  const address = (email: string) =>
    `${origin}/api/Login/GetClientRegisteredDbClean?email=${encodeURIComponent(email)}`;
  for (let i = 0; i < WARM_UP; i++) await Promise.all([timedGet(address(KNOWN)), timedGet(address(UNKNOWN))]);
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < PAIRS; i++) {
    if (i % 2 === 0) {
      known.push(await timedGet(address(KNOWN)));
      unknown.push(await timedGet(address(UNKNOWN)));
    } else {
      unknown.push(await timedGet(address(UNKNOWN)));
      known.push(await timedGet(address(KNOWN)));
    }
  }
  const median = { known: quantile(known, 0.5), unknown: quantile(unknown, 0.5) };
  const p90 = { known: quantile(known, 0.9), unknown: quantile(unknown, 0.9) };
  return [
    {
      name: `sign-in methods, ${label}: known address, median (${PAIRS} calls)`,
      value: median.known,
      unit: "ms",
    },
    { name: `sign-in methods, ${label}: unknown address, median`, value: median.unknown, unit: "ms" },
    { name: `sign-in methods, ${label}: known address, p90`, value: p90.known, unit: "ms" },
    { name: `sign-in methods, ${label}: unknown address, p90`, value: p90.unknown, unit: "ms" },
    {
      name: `sign-in methods, ${label}: difference of the medians`,
      value: Math.abs(median.known - median.unknown),
      unit: "ms",
      target: { atMost: MAX_DIFFERENCE_MS },
    },
    {
      name: `sign-in methods, ${label}: difference of the p90s`,
      value: Math.abs(p90.known - p90.unknown),
      unit: "ms",
      target: { atMost: MAX_DIFFERENCE_MS },
    },
  ];
};

const onEmbeddedDatabase = async (): Promise<BenchFigure[]> => {
  const database = await openDatabase({ kind: "pglite" });
  try {
    await seedDemoData(database.db);
    await connectGlobex(database);
    const { app } = await buildApp({
      config: { ...loadConfig({ LOG_LEVEL: "silent" }), port: 0 },
      database,
      logger: pino({ level: "silent" }),
      webDistDir: "/nonexistent",
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const origin = typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : "";
    try {
      return await measure(origin, "embedded");
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
};

/**
 * Whether the sign-in methods' answer takes the same time for an address someone has and one nobody has (of
 * one domain), on the embedded database, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
export const benchSsoTiming = async (): Promise<BenchFigure[]> => {
  const figures = await onEmbeddedDatabase();
  if (!process.env.BENCH_DATABASE_URL && !process.env.TEST_DATABASE_URL) {
    console.log(
      "sign-in methods timing: set BENCH_DATABASE_URL or TEST_DATABASE_URL for the PostgreSQL figures",
    );
    return figures;
  }
  const onPostgres = await withBenchPostgres("sign-in methods timing", { poolSize: 4 }, async (bench) => {
    await connectGlobex(bench.database);
    return withBenchServer(bench.database, { maxSockets: 4 }, (server) =>
      measure(server.origin, "PostgreSQL"),
    );
  });
  return [...figures, ...onPostgres];
};
