import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { DEMO_PASSWORD } from "../apps/server/src/seed/demo.seed.ts";
import {
  freePort,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from "../apps/server/src/test/server-process.ts";
import { withBenchPostgres } from "./bench-postgres.ts";
import { quantile } from "./bench-timing.ts";
import { openRawCaller } from "./lists.bench-http.ts";
import type { BenchFigure } from "./run.ts";

const CLIENTS = Number(process.env.BENCH_LOAD_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const WARM_UP_SECONDS = 5;

/** The CPU seconds (user + system) a process has used so far, from /proc. */
const cpuSecondsOf = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are the 12th and 13th fields after the command, in clock ticks (100 a second here).
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const signIn = async (base: string, email: string): Promise<string> => {
  const res = await fetch(`${base}/api/Login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return ((await res.json()) as { Token: string }).Token;
};

type Lane = { list: number[]; write: number[]; errors: number };

/**
 * One client: a work-order list page, then a new work order, again and again until `until`; each call's
 * milliseconds are kept once the warm-up is over.
 */
const runClient = async (base: string, token: string, until: number, countFrom: number, lane: Lane) => {
  const auth = { authorization: `Bearer ${token}` };
  const list = await openRawCaller(new URL(`${base}/api/Task/GetTaskList`), auth, { PageSize: 50 });
  const write = await openRawCaller(new URL(`${base}/api/Task/CreateTask`), auth, {
    Summary: `Load check ${randomBytes(3).toString("hex")}`,
    TypeId: 4,
  });
  try {
    while (performance.now() < until) {
      for (const [caller, times] of [
        [list, lane.list],
        [write, lane.write],
      ] as const) {
        const start = performance.now();
        try {
          await caller.call();
          if (start >= countFrom) times.push(performance.now() - start);
        } catch (err) {
          lane.errors++;
          if (lane.errors <= 3) console.log(`load: a call failed: ${(err as Error).message}`);
        }
      }
    }
  } finally {
    list.close();
    write.close();
  }
};

/**
 * 50 clients on loopback, each alternating a list call and a write as fast as the server answers, for 60 s,
 * against the real server process on PostgreSQL (the demo data); the server process's CPU per call is read
 * from /proc.
 */
export const benchLoad = async (): Promise<BenchFigure[]> =>
  withBenchPostgres("load", { poolSize: 2 }, async ({ url }) => {
    let server: ServerProcess | undefined;
    try {
      const port = await freePort();
      server = await startServerProcess(
        {
          PORT: String(port),
          DATABASE_URL: url,
          JWT_SECRET: randomBytes(32).toString("hex"),
          LOG_LEVEL: "warn",
        },
        // BENCH_LOAD_PROFILE=dir writes the server's CPU profile there when it stops.
        process.env.BENCH_LOAD_PROFILE
          ? { nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_LOAD_PROFILE}`] }
          : {},
      );
      const pid = server.child.pid!;
      // One after another, as people sign in (a burst of parallel sign-ins for one account is held back).
      const tokens: string[] = [];
      for (let i = 0; i < CLIENTS; i++)
        tokens.push(await signIn(server.base, i % 2 === 0 ? "admin@acme.example" : "manager@acme.example"));
      const lane: Lane = { list: [], write: [], errors: 0 };
      const start = performance.now();
      const countFrom = start + WARM_UP_SECONDS * 1000;
      const until = countFrom + SECONDS * 1000;
      let cpuAtCount = 0;
      const cpuTimer = setTimeout(() => (cpuAtCount = cpuSecondsOf(pid)), WARM_UP_SECONDS * 1000);
      await Promise.all(tokens.map((token) => runClient(server!.base, token, until, countFrom, lane)));
      clearTimeout(cpuTimer);
      const cpu = cpuSecondsOf(pid) - cpuAtCount;
      const calls = lane.list.length + lane.write.length;
      if (lane.errors > 0)
        console.log(
          server
            .output()
            .split("\n")
            .filter((line) => /"level":(50|60)/.test(line))
            .slice(0, 3)
            .join("\n"),
        );
      return [
        {
          name: `load: ${CLIENTS} clients, list p95`,
          value: quantile(lane.list, 0.95),
          unit: "ms",
          target: { below: 100 },
        },
        {
          name: `load: ${CLIENTS} clients, write p95`,
          value: quantile(lane.write, 0.95),
          unit: "ms",
          target: { below: 200 },
        },
        { name: "load: list median", value: quantile(lane.list, 0.5), unit: "ms" },
        { name: "load: write median", value: quantile(lane.write, 0.5), unit: "ms" },
        { name: "load: slowest call", value: Math.max(...lane.list, ...lane.write), unit: "ms" },
        { name: `load: calls answered in ${SECONDS} s`, value: calls / SECONDS, unit: "calls/s" },
        { name: "load: server CPU per call", value: (cpu * 1000) / Math.max(1, calls), unit: "ms" },
        { name: "load: failed calls", value: lane.errors, unit: "calls", target: { atMost: 0 } },
      ];
    } finally {
      await stopServerProcess(server);
    }
  });
