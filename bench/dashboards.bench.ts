import { BUILT_IN_DASHBOARDS, type DashboardData } from "@fieldstead/domain";
import { generateOn, withBenchPostgres, withBenchServer } from "./bench-postgres.ts";
import { quantile, timed } from "./bench-timing.ts";
import { generateBenchActivity } from "./dashboards.bench-data.ts";
import { generateBenchData } from "./lists.bench-data.ts";
import { generateBenchTasks } from "./tasks.bench-data.ts";
import type { BenchFigure } from "./run.ts";

const TASKS = Number(process.env.BENCH_TASKS ?? 1_000_000);
const ASSETS = 100_000;
const LOCATIONS = 10_000;
const CHANGES = 200_000;
const WARM_UP = 5;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const P95_TARGET = { below: 300 };

/**
 * Each built-in dashboard's data (GetDashboardData) through the real server over HTTP, on one organisation of
 * 1,000,000 work orders, 100,000 assets, 10,000 locations and a year of activity: median and 95th percentile,
 * without filters and filtered to one generated site (the site and the ~50 places under it).
 */
export const benchDashboards = async (): Promise<BenchFigure[]> =>
  withBenchPostgres("dashboards", { poolSize: 10 }, async ({ database, direct, orgId }) => {
    const dataSeconds = await generateOn(direct, async (client) => {
      await generateBenchData(client, orgId, { assetCount: ASSETS, locationCount: LOCATIONS });
      await generateBenchTasks(client, orgId, TASKS);
      await generateBenchActivity(client, orgId, CHANGES);
    });
    const site = await direct.query<{ id: number }>(
      `select id from locations where org_id = $1 and level_id = 1 and code like 'BN-%' order by id limit 1`,
      [orgId],
    );
    const siteId = site.rows[0]!.id;

    return withBenchServer(database, { maxSockets: 4 }, async ({ post, authFor }) => {
      const auth = await authFor("admin@acme.example");
      const load = async (body: Record<string, unknown>) => {
        const reply = (await post("/api/Analytics/GetDashboardData", auth, body)) as DashboardData;
        if (!Array.isArray(reply.Widgets) || reply.Widgets.length === 0)
          throw new Error(`no widgets for ${JSON.stringify(body)}: ${JSON.stringify(reply)}`);
        return reply;
      };
      const figures: BenchFigure[] = [
        {
          name: `dashboards: generated ${TASKS} tasks, ${ASSETS} assets, ${CHANGES} changes`,
          value: dataSeconds,
          unit: "s",
        },
      ];
      for (const { DashboardId, Title } of BUILT_IN_DASHBOARDS) {
        for (const [label, filter] of [
          ["all locations", {}],
          ["one site", { LocationId: siteId }],
        ] as const) {
          const body = { DashboardId, ...filter };
          for (let i = 0; i < WARM_UP; i++) await load(body);
          const times = await timed(() => load(body), SAMPLES);
          figures.push(
            { name: `${Title} (${DashboardId}), ${label}: median`, value: quantile(times, 0.5), unit: "ms" },
            {
              name: `${Title} (${DashboardId}), ${label}: 95th percentile`,
              value: quantile(times, 0.95),
              unit: "ms",
              target: P95_TARGET,
            },
          );
        }
      }
      return figures;
    });
  });
