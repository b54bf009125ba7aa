import { pino } from "pino";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { DEMO_PASSWORD, seedDemoData } from "../apps/server/src/seed/demo.seed.ts";
import { quantile } from "./bench-timing.ts";
import type { BenchFigure } from "./run.ts";

const LOGINS = 60;
const LANDING_CALLS = 1_000;

const timed = async (run: () => Promise<Response>): Promise<number> => {
  const start = performance.now();
  const res = await run();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`bench call answered ${res.status}`);
  return performance.now() - start;
};

/** Login and landing-modules latency over real HTTP on loopback, on the embedded database with demo data. */
export const benchApi = async (): Promise<BenchFigure[]> => {
  const database = await openDatabase({ kind: "pglite" });
  await seedDemoData(database.db);
  const { app } = await buildApp({
    config: { ...loadConfig({ LOG_LEVEL: "silent" }), port: 0 },
    database,
    logger: pino({ level: "silent" }),
    webDistDir: "/nonexistent",
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : "";
  try {
    const login = () =>
      fetch(`${base}/api/Login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "admin@acme.example", password: DEMO_PASSWORD }),
      });
    const loginTimes: number[] = [];
    for (let i = 0; i < LOGINS; i++) loginTimes.push(await timed(login));

    const token = ((await (await login()).json()) as { Token: string }).Token;
    const landing = () =>
      fetch(`${base}/api/Employee/GetLandingPageModulesByRole`, {
        headers: { authorization: `Bearer ${token}` },
      });
    for (let i = 0; i < 50; i++) await timed(landing);
    const landingTimes: number[] = [];
    for (let i = 0; i < LANDING_CALLS; i++) landingTimes.push(await timed(landing));

    return [
      {
        name: `login: median latency (${LOGINS} sign-ins, argon2id)`,
        value: quantile(loginTimes, 0.5),
        unit: "ms",
      },
      { name: "login: 95th percentile", value: quantile(loginTimes, 0.95), unit: "ms" },
      {
        name: `landing modules: median latency (${LANDING_CALLS} calls)`,
        value: quantile(landingTimes, 0.5),
        unit: "ms",
      },
      { name: "landing modules: 95th percentile", value: quantile(landingTimes, 0.95), unit: "ms" },
    ];
  } finally {
    await app.close();
    await database.close();
  }
};
