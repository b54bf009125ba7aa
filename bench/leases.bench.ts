import { request, type Agent } from "node:http";
import {
  BillingFrequency,
  buildLeaseSchedule,
  LeaseStatus,
  calendarDayOf,
  type ListQueryInput,
  type LeaseListRow,
  type ListReply,
} from "@fieldstead/domain";
import { generateOn, withBenchPostgres, withBenchServer } from "./bench-postgres.ts";
import { listLatency, quantile, timed } from "./bench-timing.ts";
import { BENCH_PERIODS_PER_LEASE, generateBenchLeases, insertDraftLeases } from "./leases.bench-data.ts";
import { refreshLeaseSummaries } from "../apps/server/src/modules/leases/billing/lease-summary.repository.ts";
import { generateSchedule } from "../apps/server/src/modules/leases/lease-schedule.service.ts";
import type { BenchFigure } from "./run.ts";
import type { Database } from "../apps/server/src/db/client.ts";

const LEASES = Number(process.env.BENCH_LEASES ?? 20_000);
const PAGE = 100;
const WARM_UP = 20;
const SAMPLES = 200;
const ACTIVATIONS = 40;
const SCHEDULES = 200;
const P95_TARGET = { below: 50 };
const SCHEDULE_TARGET = { below: 20 };
const TWENTY_YEARS_MONTHLY = {
  StartDate: "2027-01-01",
  EndDate: "2046-12-31",
  RentCents: 250_000,
  RentFrequencyId: BillingFrequency.Monthly,
  Escalation: { Kind: "Percent", BasisPoints: 350, EveryMonths: 12, FromDate: "2028-01-01" },
} as const;

/** A GET of a path of the API over a kept-alive connection, answering the parsed reply; non-200 is an error. */
const getJson = (agent: Agent, url: URL, headers: Record<string, string>): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const req = request(url, { method: "GET", agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        if (res.statusCode !== 200) reject(new Error(`${url.pathname} answered ${res.statusCode}: ${text}`));
        else resolve(JSON.parse(text));
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });

const pair = (label: string, m: { median: number; p95: number }, target = P95_TARGET): BenchFigure[] => [
  { name: `${label}: median`, value: m.median, unit: "ms" },
  { name: `${label}: 95th percentile`, value: m.p95, unit: "ms", target },
];

const spread = (times: number[]) => ({ median: quantile(times, 0.5), p95: quantile(times, 0.95) });

/** The schedule rule alone: a 20-year monthly lease with a yearly increase (240 bills). */
const scheduleTimes = (): number[] => {
  const times: number[] = [];
  for (let i = 0; i < SCHEDULES; i++) {
    const start = performance.now();
    const bills = buildLeaseSchedule(TWENTY_YEARS_MONTHLY);
    times.push(performance.now() - start);
    if (bills.length !== 240) throw new Error(`${bills.length} bills instead of 240`);
  }
  return times;
};

/** Written, then undone, so the same draft serves every sample. */
class Undo extends Error {}

/**
 * A 20-year monthly lease's schedule generated and written, as activation does it: the rule, the 240 bills in
 * one statement, and the lease's next payment and arrears; in a transaction rolled back after each sample.
 */
const writtenScheduleTimes = async (
  db: Database["db"],
  orgId: number,
  leaseId: number,
): Promise<number[]> => {
  const today = calendarDayOf(new Date());
  const terms = {
    startDate: TWENTY_YEARS_MONTHLY.StartDate,
    endDate: TWENTY_YEARS_MONTHLY.EndDate,
    rent: "2500.00",
    rentFrequencyId: BillingFrequency.Monthly,
    escalationKind: "Percent" as const,
    escalationValue: "3.50",
    escalationEveryMonths: 12,
    escalationFrom: TWENTY_YEARS_MONTHLY.Escalation.FromDate,
  };
  const once = async () => {
    const written = await db
      .transaction(async (tx) => {
        const count = await generateSchedule(tx, { orgId, leaseId, today, at: new Date() }, terms);
        throw new Undo(String(count));
      })
      .catch((err: unknown) => (err instanceof Undo ? Number(err.message) : Promise.reject(err)));
    if (written !== 240) throw new Error(`${written} bills written instead of 240`);
  };
  for (let i = 0; i < WARM_UP; i++) await once();
  return timed(once, SCHEDULES);
};

/**
 * The lease register on PostgreSQL with 20,000 leases and 2,000,000 bills, through the real server over HTTP,
 * signed in as the lease manager: the register's first page, a lease's detail followed by its Billing tab, the
 * schedule of a 20-year monthly lease (the rule alone, then generated and written as activation does it), and
 * the whole activation call of such a lease with the lease it answers.
 */
export const benchLeases = async (): Promise<BenchFigure[]> =>
  withBenchPostgres("leases", { poolSize: 10 }, async ({ database, direct, orgId }) => {
    const dataSeconds = await generateOn(direct, (client) => generateBenchLeases(client, orgId, LEASES));
    const generated = await direct.query<{ id: number }>(
      `select id from leases where org_id = $1 and lease_number like 'LSE-B%' order by id`,
      [orgId],
    );
    const ids = generated.rows.map((r) => r.id);
    const today = calendarDayOf(new Date());
    const summaryStart = performance.now();
    await refreshLeaseSummaries(database.db, { orgId, leaseIds: ids, today });
    const summarySeconds = (performance.now() - summaryStart) / 1_000;
    await direct.query("vacuum analyze leases");
    const drafts = await insertDraftLeases(direct, orgId, ACTIVATIONS + WARM_UP);

    return withBenchServer(database, { maxSockets: 4 }, async ({ origin, agent, post, authFor }) => {
      const auth = await authFor("lease@acme.example");
      const get = (path: string) => getJson(agent, new URL(`${origin}${path}`), auth);
      const list = async (query: ListQueryInput) =>
        (await post("/api/Lease/GetLeaseList", auth, query)) as ListReply<LeaseListRow>;
      const first = await listLatency(list, { warmUp: WARM_UP, samples: SAMPLES })({ PageSize: PAGE });
      if (first.reply.TotalCount < LEASES) throw new Error(`only ${first.reply.TotalCount} leases`);

      let next = 0;
      const detailAndBilling = async () => {
        // A different lease each time, spread over the table, so no one lease's pages stay cached.
        const id = ids[(next++ * 7919) % ids.length]!;
        await get(`/api/Lease/GetLease?Id=${id}`);
        await get(`/api/Lease/GetLeaseBilling?Id=${id}`);
      };
      for (let i = 0; i < WARM_UP; i++) await detailAndBilling();
      const detail = spread(await timed(detailAndBilling, SAMPLES));

      const schedule = spread(scheduleTimes());
      const written = spread(await writtenScheduleTimes(database.db, orgId, drafts.at(-1)!));
      let draft = 0;
      const activate = () =>
        post("/api/Lease/ChangeLeaseStatus", auth, { Id: drafts[draft++], StatusId: LeaseStatus.Active });
      for (let i = 0; i < WARM_UP - 1; i++) await activate();
      const activation = spread(await timed(activate, ACTIVATIONS));
      const periods = LEASES * BENCH_PERIODS_PER_LEASE;

      return [
        {
          name: `leases: generated ${LEASES} leases, ${periods} bills (insert, vacuum, analyse)`,
          value: dataSeconds,
          unit: "s",
        },
        { name: `leases: next payment and arrears of ${LEASES} leases`, value: summarySeconds, unit: "s" },
        ...pair("lease register, first page (default sort)", first),
        ...pair("lease detail then its Billing tab", detail),
        ...pair("buildLeaseSchedule, 20-year monthly lease", schedule, SCHEDULE_TARGET),
        ...pair(
          "schedule of a 20-year monthly lease generated and written (240 bills)",
          written,
          SCHEDULE_TARGET,
        ),
        ...pair("activation call, 20-year monthly lease, with its reply", activation),
      ];
    });
  });
