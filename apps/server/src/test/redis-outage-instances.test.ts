import { and, eq, inArray } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ModuleId } from "@fieldstead/domain";
import { modules, roleModulePermissions, sessions } from "../db/schema/index.ts";
import { DEMO_PASSWORD } from "../seed/demo.seed.ts";
import { addressOf, connectHubClient, nextEvent } from "../modules/hub/hub.test-kit.ts";
import { createRedisProcess, waitForBusListeners, type RedisProcess } from "./redis-process.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "./test-app.ts";
import { uniqueName } from "./test-databases.ts";

const baseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const CHECK = "/api/shared/GetDataFormats";
const LEASES_RIGHT = `/api/rolepermission/GetModulePermissionForUser?ModuleId=${ModuleId.Leases}`;
/** A cached session or right may lag the database by 5 s; the rest is the calls' own time. */
const APPLIED_WITHIN_MS = 6_000;
const UNREACHABLE = /Redis is unreachable/;
const BACK = /sign-in attempts are counted there again/;

/** Two instances in this process on one PostgreSQL database, with a Redis server of this file's own. */
describe.runIf(baseUrl && redisUrl)("two instances through a Redis outage", () => {
  const prefix = `fieldstead-test:${uniqueName("outage")}:`;
  let redis: RedisProcess;
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  /** What instance A logged. */
  let logged: string[] = [];

  const signInFrom = (t: TestApp, address: string, email: string, password = DEMO_PASSWORD) =>
    t.app.inject({
      method: "POST",
      url: "/api/Login",
      remoteAddress: address,
      payload: { email, password },
    });
  const leasesEnabled = async (t: TestApp, token: string) =>
    (await t.call("GET", LEASES_RIGHT, { token })).json<{ Enabled: boolean }>().Enabled;
  /** Gives or takes the Leases screen to or from a role, as a role editor would: on instance B. */
  const setLeases = async (roleId: number, enabled: boolean) => {
    const refs = await b.ctx.db
      .select({ id: modules.id })
      .from(modules)
      .where(and(eq(modules.moduleId, ModuleId.Leases), eq(modules.parentId, 0)));
    await b.ctx.permissions.changeRole(roleId, async (tx) => {
      await tx
        .update(roleModulePermissions)
        .set({ enabled })
        .where(
          and(
            eq(roleModulePermissions.roleId, roleId),
            inArray(
              roleModulePermissions.moduleRef,
              refs.map((r) => r.id),
            ),
          ),
        );
    });
  };
  const redisBack = async () => {
    await redis.start();
    await waitForBusListeners(redis.url, prefix, 2);
  };

  beforeAll(async () => {
    redis = await createRedisProcess();
    db = await openTestDatabase("postgres");
    const config = { redisUrl: redis.url, redisKeyPrefix: prefix };
    const logger = pino({ level: "info" }, { write: (line: string) => logged.push(line) });
    a = await createTestApp(db.database, { config, logger });
    b = await createTestApp(db.database, { config });
  });
  beforeEach(() => {
    logged = [];
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
    await db?.dispose();
  });

  it("applies a role's permission change made on B while Redis is down within seconds", async () => {
    const lease = await a.signIn("lease@acme.example");
    expect(await leasesEnabled(a, lease.token)).toBe(true);
    await redis.stop();
    try {
      await setLeases(lease.record.RoleId, false);
      await expect
        .poll(() => leasesEnabled(a, lease.token), { timeout: APPLIED_WITHIN_MS, interval: 200 })
        .toBe(false);
    } finally {
      await redisBack();
    }
    await setLeases(lease.record.RoleId, true);
    await expect.poll(() => leasesEnabled(a, lease.token), { timeout: APPLIED_WITHIN_MS }).toBe(true);
  });

  it("disconnects an open tab on A whose session ends on B while Redis is down", async () => {
    await a.app.listen({ port: 0, host: "127.0.0.1" });
    const manager = await a.signIn("manager@acme.example");
    const tab = await connectHubClient(addressOf(a.app), { auth: { token: manager.token } });
    try {
      const gone = nextEvent<string>(tab, "disconnect", APPLIED_WITHIN_MS);
      await redis.stop();
      try {
        expect((await b.call("GET", "/api/Login/Logout", { token: manager.token })).statusCode).toBe(200);
        // No message reaches A; the epoch it reads on a timer while the tab is open does.
        expect(await gone).toBe("io server disconnect");
      } finally {
        await redisBack();
      }
    } finally {
      tab.close();
    }
  });

  it("starts its caches afresh when its Redis connection comes back after a loss", async () => {
    const { token } = await a.signIn("viewer@acme.example");
    expect((await a.call("GET", CHECK, { token })).statusCode).toBe(200);
    const sid = (await a.ctx.tokens.verify(token))!.sid;
    await redis.stop();
    try {
      // Ended behind the product's back: no message and no epoch move; only starting afresh finds it.
      await a.ctx.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sid));
    } finally {
      await redisBack();
    }
    await expect
      .poll(async () => (await a.call("GET", CHECK, { token })).statusCode, { timeout: 3_000 })
      .toBe(401);
  });

  it("counts sign-ins in the process while Redis is down, warning once, and in Redis again once it is back", async () => {
    await redis.stop();
    try {
      expect((await signInFrom(a, "192.0.2.10", "admin@acme.example")).statusCode).toBe(200);
      for (let i = 0; i < 10; i++) {
        const res = await signInFrom(a, "192.0.2.11", "tech@acme.example", `wrong-${i}-password`);
        expect(res.statusCode).toBe(401);
      }
      const blocked = await signInFrom(a, "192.0.2.11", "tech@acme.example");
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      expect(logged.filter((line) => UNREACHABLE.test(line))).toHaveLength(1);
    } finally {
      await redisBack();
    }
    await expect.poll(() => logged.some((line) => BACK.test(line)), { timeout: 10_000 }).toBe(true);
    for (let i = 0; i < 10; i++) {
      const res = await signInFrom(a, "192.0.2.12", "manager@acme.example", `wrong-${i}-password`);
      expect(res.statusCode).toBe(401);
    }
    // Counted in Redis, so the other instance refuses the eleventh.
    expect((await signInFrom(b, "192.0.2.12", "manager@acme.example")).statusCode).toBe(429);
  });
});
