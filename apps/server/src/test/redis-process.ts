import { spawn, type ChildProcess } from "node:child_process";
import { Redis } from "ioredis";
import { vi } from "vitest";
import { freePort } from "./server-process.ts";

const REDIS_SERVER = "/usr/bin/redis-server";
const READY = "Ready to accept connections";

/**
 * A Redis server of the test's own, which it may stop and start again on the same port to see how the
 * product lives through an outage (the machine's shared Redis is never touched).
 */
export type RedisProcess = {
  url: string;
  /** Starts the server on its port and answers once it accepts connections. */
  start(): Promise<void>;
  /** Stops the server (SIGTERM, SIGKILL when it is slow) and answers once it has exited. */
  stop(): Promise<void>;
};

export const createRedisProcess = async ({
  startMs = 15_000,
}: { startMs?: number } = {}): Promise<RedisProcess> => {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const started = spawn(
        REDIS_SERVER,
        [
          "--port",
          String(port),
          "--bind",
          "127.0.0.1",
          "--save",
          "",
          "--appendonly",
          "no",
          "--daemonize",
          "no",
        ],
        { stdio: ["ignore", "pipe", "pipe"] },
      );
      child = started;
      let output = "";
      const fail = (why: string) => {
        clearTimeout(timer);
        started.kill("SIGKILL");
        reject(new Error(`${why}\n${output}`));
      };
      const timer = setTimeout(() => fail(`redis-server did not start within ${startMs} ms`), startMs);
      const onExit = (code: number | null) => fail(`redis-server stopped (exit ${code})`);
      started.once("exit", onExit);
      started.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
      started.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString("utf8");
        if (!output.includes(READY)) return;
        clearTimeout(timer);
        started.off("exit", onExit);
        started.stdout.removeAllListeners("data");
        started.stdout.resume();
        resolve();
      });
    });
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once("exit", () => resolve()));
    running.kill("SIGTERM");
    const timer = setTimeout(() => running.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
};

/** Waits until `count` clients listen on the bus channel of `keyPrefix` (every instance has subscribed again). */
export const waitForBusListeners = async (url: string, keyPrefix: string, count: number): Promise<void> => {
  const probe = new Redis(url, { lazyConnect: true });
  await probe.connect();
  try {
    await vi.waitFor(
      async () => {
        const [, listeners] = (await probe.pubsub("NUMSUB", `${keyPrefix}bus`)) as [string, number];
        if (listeners !== count) throw new Error(`${listeners} of ${count} instances listen on the bus`);
      },
      { timeout: 15_000, interval: 100 },
    );
  } finally {
    probe.disconnect();
  }
};
