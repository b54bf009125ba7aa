import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import { pino } from "pino";
import { buildApp, type BuiltApp } from "../apps/server/src/app.ts";
import { loadConfig, type Config } from "../apps/server/src/config.ts";
import { openDatabase, type Database } from "../apps/server/src/db/client.ts";
import { DEMO_PASSWORD, seedDemoData } from "../apps/server/src/seed/demo.seed.ts";
import { addressOf, messagePayload } from "../apps/server/src/modules/hub/hub.test-kit.ts";
import { quantile } from "./bench-timing.ts";
import type { ClientsCommand, ClientsReport } from "./hub.bench-clients.ts";
import type { BenchFigure } from "./run.ts";

const TABS = 1_000;
const ROUNDS = 20;
const WARM_UP = 3;
const MEDIAN_TARGET = { below: 500 };
const DEFAULT_REDIS_URL = "redis://127.0.0.1:6379";
const CLIENTS_FILE = fileURLToPath(new URL("./hub.bench-clients.ts", import.meta.url));

/** The tabs live in a process of their own, as browsers would: the server's process only sends. */
const startClients = () => {
  const child: ChildProcess = fork(CLIENTS_FILE, { execArgv: ["--import", "tsx"] });
  const waitFor = (isWanted: (report: ClientsReport) => boolean, waitMs = 120_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`the tabs did not answer within ${waitMs} ms`)), waitMs);
      const listener = (report: ClientsReport) => {
        if (report.kind === "failed") done(new Error(`the tabs failed: ${report.message}`));
        else if (isWanted(report)) done();
      };
      const done = (err?: Error) => {
        clearTimeout(timer);
        child.off("message", listener);
        if (err) reject(err);
        else resolve();
      };
      child.on("message", listener);
    });
  const send = (command: ClientsCommand) => child.send(command);
  return { child, send, waitFor };
};
type Clients = ReturnType<typeof startClients>;

const build = async (database: Database, config: Partial<Config> = {}): Promise<BuiltApp> =>
  buildApp({
    config: { ...loadConfig({ LOG_LEVEL: "silent" }), port: 0, ...config },
    database,
    logger: pino({ level: "silent" }),
    webDistDir: "/nonexistent",
  });

const signIn = async (base: string): Promise<{ token: string; employeeId: number }> => {
  const res = await fetch(`${base}/api/Login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "tech@acme.example", password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  const record = (await res.json()) as { Token: string; EmployeeId: number };
  return { token: record.Token, employeeId: record.EmployeeId };
};

/**
 * 1,000 tabs of one user on the listening instance; each round raises one MessageReceived (through `raise`)
 * and times it until the last tab has it. Answers the rounds' times after a few not counted.
 */
const fanOut = async (
  clients: Clients,
  listening: BuiltApp,
  raise: (employeeId: number, round: number) => void,
): Promise<number[]> => {
  const base = addressOf(listening.app);
  const { token, employeeId } = await signIn(base);
  clients.send({ kind: "connect", base, token, count: TABS });
  await clients.waitFor((r) => r.kind === "connected");
  const times: number[] = [];
  for (let round = 1; round <= WARM_UP + ROUNDS; round++) {
    const everyone = clients.waitFor((r) => r.kind === "round" && r.round === round, 10_000);
    const start = performance.now();
    raise(employeeId, round);
    await everyone;
    if (round > WARM_UP) times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  clients.send({ kind: "close" });
  await clients.waitFor((r) => r.kind === "closed");
  return times;
};

const isRedisReachable = async (url: string): Promise<boolean> => {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0 });
  probe.on("error", () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
};

const figures = (label: string, times: number[]): BenchFigure[] => [
  {
    name: `hub fan-out${label}: median, last of ${TABS} tabs`,
    value: quantile(times, 0.5),
    unit: "ms",
    target: MEDIAN_TARGET,
  },
  { name: `hub fan-out${label}: 95th percentile`, value: quantile(times, 0.95), unit: "ms" },
];

/**
 * Hub fan-out on the embedded database: the time from raising one MessageReceived to its arrival in the last of
 * 1,000 connected tabs, on one instance and, when Redis is reachable, raised on a second instance behind the
 * Socket.IO Redis adapter.
 */
export const benchHub = async (): Promise<BenchFigure[]> => {
  const database = await openDatabase({ kind: "pglite" });
  await seedDemoData(database.db);
  const clients = startClients();
  const result: BenchFigure[] = [];
  try {
    const single = await build(database);
    await single.app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const times = await fanOut(clients, single, (employeeId, round) =>
        single.ctx.hub.messageReceived(employeeId, messagePayload(round)),
      );
      result.push(...figures(", one instance", times));
    } finally {
      await single.app.close();
    }

    const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? DEFAULT_REDIS_URL;
    if (!(await isRedisReachable(redisUrl))) {
      console.log(
        `hub: Redis is not reachable at ${new URL(redisUrl).host}; the two-instance figures need it`,
      );
      return result;
    }
    const shared = { redisUrl, redisKeyPrefix: `fieldstead-bench:${randomBytes(4).toString("hex")}:` };
    const [a, b] = [await build(database, shared), await build(database, shared)];
    await a.app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const times = await fanOut(clients, a, (employeeId, round) =>
        b.ctx.hub.messageReceived(employeeId, messagePayload(round)),
      );
      result.push(...figures(" via Redis, 2 instances", times));
    } finally {
      await a.app.close();
      await b.app.close();
    }
    return result;
  } finally {
    clients.child.kill();
    await database.close();
  }
};
