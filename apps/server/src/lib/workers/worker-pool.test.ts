import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { createWorkerPool, type WorkerPool } from "./worker-pool.ts";

const IDLE_MS = 200;

/** Polls until `check` holds or `ms` have passed; answers whether it held. */
const eventually = async (check: () => boolean, ms: number): Promise<boolean> => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await sleep(20);
  }
  return check();
};

describe("the worker pool", () => {
  let pool: WorkerPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it("starts no thread until there is work, and lets a thread go after a quiet spell", async () => {
    pool = createWorkerPool(createLogger("silent"), { idleMs: IDLE_MS });
    expect(pool.threads()).toBe(0);
    await pool.run("warm", undefined);
    expect(pool.threads()).toBeGreaterThan(0);
    expect(await eventually(() => pool!.threads() === 0, 10_000), "the idle thread ended").toBe(true);
  });

  it("when warmed, keeps one thread with the render code loaded through quiet spells", async () => {
    pool = createWorkerPool(createLogger("silent"), { idleMs: IDLE_MS });
    await pool.warm();
    expect(pool.threads()).toBe(1);
    // Well past the idle time: the warm thread is still there for the next export.
    await sleep(IDLE_MS * 5);
    expect(pool.threads()).toBe(1);
  });
});
