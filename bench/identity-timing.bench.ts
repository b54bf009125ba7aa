import { Worker } from "node:worker_threads";
import { and, eq } from "drizzle-orm";
import { pino } from "pino";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase, type Database } from "../apps/server/src/db/client.ts";
import { employees, organisations, roles } from "../apps/server/src/db/schema/index.ts";
import { hashPassword } from "../apps/server/src/modules/auth/password.ts";
import { passwordResetRequestsIdle } from "../apps/server/src/modules/identity/password-reset/password-reset.service.ts";
import { seedDemoData } from "../apps/server/src/seed/demo.seed.ts";
import { quantile } from "./bench-timing.ts";
import { withBenchPostgres } from "./bench-postgres.ts";
import type { BenchFigure } from "./run.ts";

/** Requests of each kind (known and unknown e-mails), after a warm-up that is not counted. */
const CALLS = 120;
const WARM_UP = 20;
const TARGET_MS = 20;

/**
 * Accounts of their own for the benchmark, one request each: the product's limits (3 an hour per e-mail,
 * 20 per client address) stay as they are, and every request passes them as a person's would.
 */
const addAccounts = async (database: Database, count: number): Promise<string[]> => {
  const [role] = await database.db
    .select({ id: roles.id, orgId: roles.orgId })
    .from(roles)
    .innerJoin(organisations, eq(organisations.id, roles.orgId))
    .where(and(eq(organisations.name, "Acme Facilities"), eq(roles.name, "Viewer")));
  if (!role) throw new Error("no Viewer role in Acme");
  const passwordHash = await hashPassword("Bench-account-password-1");
  const emails = Array.from({ length: count }, (_, i) => `timing.person${i}@acme.example`);
  await database.db.insert(employees).values(
    emails.map((email, i) => ({
      orgId: role.orgId,
      roleId: role.id,
      email,
      firstName: "Timing",
      lastName: `Person ${i}`,
      passwordHash,
    })),
  );
  return emails;
};

type Kind = "known" | "unknown";
type Samples = Record<Kind, number[]>;

/** Known and unknown e-mails in pairs, which of the pair goes first drawn at random. */
const interleaved = (known: string[], unknown: string[]): [Kind, string][] =>
  known.flatMap((email, i): [Kind, string][] => {
    const pair: [Kind, string][] = [
      ["known", email],
      ["unknown", unknown[i]!],
    ];
    return Math.random() < 0.5 ? pair : pair.reverse();
  });

/**
 * The client, in a thread of its own: in one process the server's work after an answer (on the embedded
 * database it runs on the same thread) would hold up the client reading that answer, which a person's browser
 * never sees. Each call comes from a client address of its own (X-Forwarded-For, believed from the loopback
 * proxy by configuration); a refused call is reported as minus its status.
 */
const CLIENT = `
const { parentPort } = require("node:worker_threads");
let client = 0;
parentPort.on("message", async ({ origin, emails }) => {
  const times = [];
  for (const email of emails) {
    client += 1;
    const start = performance.now();
    const res = await fetch(origin + "/api/Login/ChangePasswordWithEmailLink", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": "10." + ((client >> 16) & 255) + "." + ((client >> 8) & 255) + "." + (client & 255),
      },
      body: JSON.stringify({ Email: email }),
    });
    await res.arrayBuffer();
    times.push(res.status === 200 ? performance.now() - start : -res.status);
  }
  parentPort.postMessage(times);
});
`;

/**
 * ChangePasswordWithEmailLink over real HTTP on loopback, known and unknown e-mails interleaved. "alone": each
 * answer timed after the previous request's lookup and mail finished; "back to back": no pause, so a request
 * also meets the work the one before it left.
 */
const measure = async (label: string, database: Database): Promise<BenchFigure[]> => {
  const { app, ctx } = await buildApp({
    config: { ...loadConfig({ LOG_LEVEL: "silent" }), port: 0, trustProxy: ["127.0.0.1"] },
    database,
    logger: pino({ level: "silent" }),
    webDistDir: "/nonexistent",
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const origin = typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : "";
  const worker = new Worker(CLIENT, { eval: true });
  const askAll = (emails: string[]): Promise<number[]> =>
    new Promise((resolve, reject) => {
      worker.once("message", (times: number[]) => {
        const refused = times.find((ms) => ms < 0);
        if (refused !== undefined) reject(new Error(`${label}: a request answered ${-refused}`));
        else resolve(times);
      });
      worker.postMessage({ origin, emails });
    });
  const ask = async (email: string): Promise<number> => (await askAll([email]))[0]!;
  const settle = async () => {
    await passwordResetRequestsIdle(ctx);
    await ctx.mail.idle();
  };
  try {
    const known = await addAccounts(database, 2 * CALLS + WARM_UP);
    const unknown = known.map((_, i) => `timing.nobody${i}@acme.example`);
    await askAll(known.slice(2 * CALLS).flatMap((email, i) => [email, `warm.nobody${i}@acme.example`]));
    await settle();

    const alone: Samples = { known: [], unknown: [] };
    for (const [kind, email] of interleaved(known.slice(0, CALLS), unknown.slice(0, CALLS))) {
      alone[kind].push(await ask(email));
      await settle();
    }
    const backToBack: Samples = { known: [], unknown: [] };
    const order = interleaved(known.slice(CALLS, 2 * CALLS), unknown.slice(CALLS, 2 * CALLS));
    const times = await askAll(order.map(([, email]) => email));
    order.forEach(([kind], i) => backToBack[kind].push(times[i]!));
    await settle();

    const figures = (mode: string, samples: Samples, target: boolean): BenchFigure[] => {
      const difference = Math.abs(quantile(samples.known, 0.5) - quantile(samples.unknown, 0.5));
      return [
        { name: `${label}, ${mode}: known e-mail median`, value: quantile(samples.known, 0.5), unit: "ms" },
        {
          name: `${label}, ${mode}: unknown e-mail median`,
          value: quantile(samples.unknown, 0.5),
          unit: "ms",
        },
        { name: `${label}, ${mode}: known e-mail p90`, value: quantile(samples.known, 0.9), unit: "ms" },
        { name: `${label}, ${mode}: unknown e-mail p90`, value: quantile(samples.unknown, 0.9), unit: "ms" },
        {
          name: `${label}, ${mode}: difference of the medians`,
          value: difference,
          unit: "ms",
          ...(target ? { target: { below: TARGET_MS } } : {}),
        },
      ];
    };
    return [
      ...figures(`alone (${CALLS} each)`, alone, true),
      ...figures(`back to back (${CALLS} each)`, backToBack, true),
    ];
  } finally {
    await worker.terminate();
    await app.close();
  }
};

/** A reset link is asked for in the same time whether the e-mail has an account or not (portal-platform §7.1). */
export const benchIdentityTiming = async (): Promise<BenchFigure[]> => {
  const embedded = await openDatabase({ kind: "pglite" });
  let figures: BenchFigure[];
  try {
    await seedDemoData(embedded.db);
    figures = await measure("reset link on the embedded database", embedded);
  } finally {
    await embedded.close();
  }
  const postgres = await withBenchPostgres("reset-link timing", { poolSize: 10 }, ({ database }) =>
    measure("reset link on PostgreSQL", database),
  );
  return [...figures, ...postgres];
};
