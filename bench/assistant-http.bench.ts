import { randomUUID } from "node:crypto";
import { pino } from "pino";
import { ASSISTANT_POPUP_SUGGESTIONS } from "@fieldstead/domain";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { DEMO_PASSWORD, seedDemoData } from "../apps/server/src/seed/demo.seed.ts";
import { quantile } from "./bench-timing.ts";
import type { BenchFigure } from "./run.ts";

const WARM_UP = 5;
const SAMPLES = 60;
const FIRST_CHUNK_TARGET_MS = 150;

type AskTiming = { firstChunk: number; whole: number };

/** Asking the assistant over real HTTP on loopback (embedded database, demo data, the repository's help). */
export const benchAssistantHttp = async (): Promise<BenchFigure[]> => {
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
    const login = await fetch(`${base}/api/Login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "tech@acme.example", password: DEMO_PASSWORD }),
    });
    const { Token: token } = (await login.json()) as { Token: string };
    const ask = async (question: string): Promise<AskTiming> => {
      const start = performance.now();
      const res = await fetch(`${base}/api/assistant/ask`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ question, chat_id: randomUUID() }),
      });
      if (!res.ok || !res.body) throw new Error(`ask answered ${res.status}`);
      let firstChunk = Number.NaN;
      for await (const chunk of res.body) {
        if (Number.isNaN(firstChunk) && chunk.byteLength > 0) firstChunk = performance.now() - start;
      }
      return { firstChunk, whole: performance.now() - start };
    };
    const questions = [
      ...ASSISTANT_POPUP_SUGGESTIONS,
      "How do I add a task?",
      "What is the weather on Mars?",
    ];
    for (let i = 0; i < WARM_UP; i++) await ask(questions[i % questions.length]!);
    const timings: AskTiming[] = [];
    for (let i = 0; i < SAMPLES; i++) timings.push(await ask(questions[i % questions.length]!));
    return [
      {
        name: `assistant ask: median to first chunk (${SAMPLES} asks)`,
        value: quantile(
          timings.map((t) => t.firstChunk),
          0.5,
        ),
        unit: "ms",
        target: { below: FIRST_CHUNK_TARGET_MS },
      },
      {
        name: "assistant ask: median to the whole answer",
        value: quantile(
          timings.map((t) => t.whole),
          0.5,
        ),
        unit: "ms",
      },
    ];
  } finally {
    await app.close();
    await database.close();
  }
};
