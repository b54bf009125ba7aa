import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectWhenReady } from "../lib/redis-connect.ts";
import { createRedisProcess, waitForBusListeners, type RedisProcess } from "./redis-process.ts";
import { freePort } from "./server-process.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "./test-app.ts";
import { uniqueName } from "./test-databases.ts";

/** A Redis server of this file's own; the machine's shared one only says that redis-server is installed. */
describe.runIf(process.env.TEST_REDIS_URL)("starting while Redis is not there yet", () => {
  const prefix = `fieldstead-test:${uniqueName("late")}:`;
  let redis: RedisProcess;
  let db: TestDatabase;
  let app: TestApp | undefined;

  beforeAll(async () => {
    redis = await createRedisProcess();
    db = await openTestDatabase("pglite");
  });
  afterAll(async () => {
    await app?.close();
    await redis?.stop();
    await db?.dispose();
  });

  it("waits for a Redis that comes up a moment after the portal, then signs people in through it", async () => {
    await redis.stop();
    // Every first connection is refused: the portal must not give up on it.
    const starting = createTestApp(db.database, { config: { redisUrl: redis.url, redisKeyPrefix: prefix } });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await redis.start();
    app = await starting;
    await waitForBusListeners(redis.url, prefix, 1);
    const { token } = await app.signIn("viewer@acme.example");
    expect((await app.call("GET", "/api/shared/GetDataFormats", { token })).statusCode).toBe(200);
  });

  it("says which Redis it could not reach when it never comes", async () => {
    const url = `redis://:secret@127.0.0.1:${await freePort()}`;
    const client = new Redis(url, { lazyConnect: true, retryStrategy: () => 50 });
    client.on("error", () => undefined);
    await expect(connectWhenReady(client, url, 1_000)).rejects.toThrow(
      "Redis at redis://127.0.0.1:" + new URL(url).port + " could not be reached within 1 s",
    );
  });
});
