import {
  AssetListQuerySchema,
  type AssetListRow,
  type ListQueryInput,
  type ListReply,
} from "@fieldstead/domain";
import { assetListStatements } from "../apps/server/src/modules/assets/assets.repository.ts";
import { generateOn, withBenchPostgres, withBenchServer } from "./bench-postgres.ts";
import { listLatency } from "./bench-timing.ts";
import { generateBenchData } from "./lists.bench-data.ts";
import { openRawCaller } from "./lists.bench-http.ts";
import type { BenchFigure } from "./run.ts";

const ASSETS = 100_000;
const LOCATIONS = 10_000;
const DEEP_ROW = 90_000;
const PAGE = 100;
const WARM_UP = 30;
const SAMPLES = 300;
const CONCURRENCY = 16;
const LOAD_MS = 6_000;
const LOAD_ROUNDS = 6;
const POOL_SIZE = 10;
const P95_TARGET = { below: 50 };

type Query = ListQueryInput & { VerificationFilter?: "All" };

type Load = { calls: number; seconds: number; cpuMs: number };
type Caller = () => Promise<unknown>;

/** One caller per worker, each with one call in flight, for `ms`: calls completed and this process's CPU. */
const load = async (callers: Caller[], ms: number): Promise<Load> => {
  let calls = 0;
  const until = performance.now() + ms;
  const worker = async (call: Caller) => {
    while (performance.now() < until) {
      await call();
      calls++;
    }
  };
  const start = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(callers.map(worker));
  const used = process.cpuUsage(cpu);
  return { calls, seconds: (performance.now() - start) / 1_000, cpuMs: (used.user + used.system) / 1_000 };
};

/**
 * Two ways of doing the same work, measured in alternating windows so that a change in the machine's load
 * during the run weighs on both alike. Answers calls per second and process CPU per call of each.
 */
const compareUnderLoad = async (a: Caller[], b: Caller[]) => {
  await load(a, 500);
  await load(b, 500);
  const sums = [
    { calls: 0, seconds: 0, cpuMs: 0 },
    { calls: 0, seconds: 0, cpuMs: 0 },
  ];
  for (let round = 0; round < LOAD_ROUNDS; round++)
    for (const [index, run] of [a, b].entries()) {
      const window = await load(run, LOAD_MS / LOAD_ROUNDS);
      sums[index]!.calls += window.calls;
      sums[index]!.seconds += window.seconds;
      sums[index]!.cpuMs += window.cpuMs;
    }
  return sums.map((s) => ({ rate: s.calls / s.seconds, cpuPerCall: s.cpuMs / s.calls }));
};

/**
 * The asset list on a generated organisation of 100,000 assets and 10,000 locations on PostgreSQL, through the
 * real server over HTTP: latency of the first, a deep (by position and by cursor), a sorted and a filtered
 * page, and throughput under load against the same SQL run through node-postgres alone.
 */
export const benchLists = async (): Promise<BenchFigure[]> =>
  withBenchPostgres(
    "lists",
    { poolSize: POOL_SIZE },
    async ({ database, direct, orgId, secondsSinceStart }) => {
      const dataSeconds = await generateOn(direct, (client) =>
        generateBenchData(client, orgId, { assetCount: ASSETS, locationCount: LOCATIONS }),
      );
      const setupSeconds = secondsSinceStart();

      return withBenchServer(database, { maxSockets: CONCURRENCY }, async ({ origin, post, authFor }) => {
        const auth = await authFor("admin@acme.example");
        const listUrl = new URL(`${origin}/api/FixedAsset/GetAssetList`);
        const list = async (query: Query) =>
          (await post("/api/FixedAsset/GetAssetList", auth, query)) as ListReply<AssetListRow>;
        const latency = listLatency(list, { warmUp: WARM_UP, samples: SAMPLES });

        const first = await latency({ PageSize: PAGE });
        if (first.reply.TotalCount < ASSETS) throw new Error(`only ${first.reply.TotalCount} assets`);
        const deepByPosition = await latency({ PageSize: PAGE, StartRow: DEEP_ROW });
        const before = await list({ PageSize: PAGE, StartRow: DEEP_ROW - PAGE });
        const deepByCursor = await latency({ PageSize: PAGE, StartRow: DEEP_ROW, After: before.NextCursor });
        if (deepByCursor.reply.Rows[0]!.Id !== deepByPosition.reply.Rows[0]!.Id)
          throw new Error("the cursor page and the position page differ");
        const sorted = await latency({ PageSize: PAGE, SortModel: [{ colId: "Name", sort: "desc" }] });
        const filtered = await latency({
          PageSize: PAGE,
          FilterModel: {
            Category: { filterType: "text", type: "equals", filter: "pumps" },
            Name: { filterType: "text", type: "contains", filter: "booster" },
          },
        });
        const searched = await latency({ PageSize: PAGE, Search: "booster trane" });

        // Throughput: the first page (page and count, side by side, as the server runs them) both ways.
        const firstQuery = AssetListQuerySchema.parse({ PageSize: PAGE });
        const statements = assetListStatements(database.db, orgId, firstQuery);
        const [page, total] = [statements.page.toSQL(), statements.total.toSQL()];
        const byPg = () =>
          Promise.all([
            direct.query({ text: page.sql, values: page.params as unknown[] }),
            direct.query({ text: total.sql, values: total.params as unknown[] }),
          ]);
        const callers = await Promise.all(
          Array.from({ length: CONCURRENCY }, () => openRawCaller(listUrl, auth, { PageSize: PAGE })),
        );
        const [viaPg, viaApp] = await compareUnderLoad(
          callers.map(() => byPg),
          callers.map((c) => c.call),
        );
        for (const caller of callers) caller.close();

        const pair = (label: string, m: { median: number; p95: number }): BenchFigure[] => [
          { name: `asset list, ${label}: median`, value: m.median, unit: "ms" },
          { name: `asset list, ${label}: 95th percentile`, value: m.p95, unit: "ms", target: P95_TARGET },
        ];
        return [
          {
            name: `lists: generated ${ASSETS} assets, ${LOCATIONS} locations`,
            value: dataSeconds,
            unit: "s",
          },
          {
            name: "lists: setup in all (migrate, seed, generate)",
            value: setupSeconds,
            unit: "s",
          },
          ...pair("first page", first),
          ...pair(`row ${DEEP_ROW} by position`, deepByPosition),
          ...pair(`row ${DEEP_ROW} by cursor`, deepByCursor),
          {
            name: "asset list, deep page by cursor ÷ first page (median)",
            value: deepByCursor.median / first.median,
            unit: "×",
            target: { atMost: 2 },
          },
          {
            name: "asset list, deep page by position ÷ first page (median)",
            value: deepByPosition.median / first.median,
            unit: "×",
            target: { atMost: 2 },
          },
          ...pair("sorted by name descending", sorted),
          ...pair("category equals + name contains", filtered),
          ...pair("search of two words", searched),
          {
            name: `asset list under load (${CONCURRENCY} in flight): calls`,
            value: viaApp!.rate,
            unit: "/s",
          },
          { name: "the same SQL through node-postgres alone", value: viaPg!.rate, unit: "/s" },
          {
            name: "asset list ÷ node-postgres alone",
            value: viaApp!.rate / viaPg!.rate,
            unit: "×",
            target: { atLeast: 0.7 },
          },
          {
            name: "process CPU per call: asset list (server and client)",
            value: viaApp!.cpuPerCall,
            unit: "ms",
          },
          { name: "process CPU per call: node-postgres alone", value: viaPg!.cpuPerCall, unit: "ms" },
        ];
      });
    },
  );
