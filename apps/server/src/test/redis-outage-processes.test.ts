import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ModuleId, type SessionUserRecord } from "@fieldstead/domain";
import { DEMO_PASSWORD } from "../seed/demo.seed.ts";
import { createRedisProcess, waitForBusListeners, type RedisProcess } from "./redis-process.ts";
import { freePort, startServerProcess, stopServerProcess, type ServerProcess } from "./server-process.ts";
import { createDatabase, databaseUrl, dropDatabase, uniqueName } from "./test-databases.ts";

const baseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const CHECK = "/api/shared/GetDataFormats";
const LEASES_RIGHT = `/api/rolepermission/GetModulePermissionForUser?ModuleId=${ModuleId.Leases}`;
/** A cached session or right may lag the database by 5 s; the rest is the calls' own time. */
const APPLIED_WITHIN_MS = 6_000;

type Reply = { status: number; body: unknown };

/**
 * Two server processes on one PostgreSQL database, and a Redis server of this file's own that is stopped
 * while changes are made on one instance: the other must still apply them, within seconds.
 */
describe.runIf(baseUrl && redisUrl)("two server processes through a Redis outage", () => {
  const name = uniqueName("fs_outage");
  const prefix = `fieldstead-test:${name}:`;
  const dataDir = mkdtempSync(join(tmpdir(), "fs-outage-"));
  let redis: RedisProcess | undefined;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;

  const call = async (
    server: ServerProcess | undefined,
    path: string,
    token: string | null,
    body?: unknown,
  ): Promise<Reply> => {
    const res = await fetch(`${server!.base}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
  const signIn = async (server: ServerProcess | undefined, email: string) => {
    const reply = await call(server, "/api/Login", null, { email, password: DEMO_PASSWORD });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body as SessionUserRecord;
  };
  const statusOf = async (server: ServerProcess | undefined, path: string, token: string) =>
    (await call(server, path, token)).status;
  /** Redis is back and both instances listen on the bus again. */
  const redisBack = async () => {
    await redis!.start();
    await waitForBusListeners(redis!.url, prefix, 2);
  };

  beforeAll(async () => {
    redis = await createRedisProcess();
    await createDatabase(baseUrl!, name, inject("templateDatabase"));
    const env = {
      DATABASE_URL: databaseUrl(baseUrl!, name),
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: prefix,
      JWT_SECRET: randomBytes(32).toString("hex"),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: "/nonexistent",
      LOG_LEVEL: "warn",
    };
    [a, b] = await Promise.all([
      startServerProcess({ ...env, PORT: String(await freePort()) }),
      startServerProcess({ ...env, PORT: String(await freePort()) }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
    await redis?.stop();
    await dropDatabase(baseUrl!, name);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("refuses on A, within seconds and after Redis is back, a token logged out on B while Redis was down", async () => {
    const { Token: token } = await signIn(a, "viewer@acme.example");
    // Both instances hold the session in their caches.
    expect(await statusOf(a, CHECK, token)).toBe(200);
    expect(await statusOf(b, CHECK, token)).toBe(200);
    await redis!.stop();
    try {
      expect((await call(b, "/api/Login/Logout", token)).status).toBe(200);
      expect(await statusOf(b, CHECK, token)).toBe(401);
      await expect
        .poll(() => statusOf(a, CHECK, token), { timeout: APPLIED_WITHIN_MS, interval: 200 })
        .toBe(401);
    } finally {
      await redisBack();
    }
    expect(await statusOf(a, CHECK, token)).toBe(401);
  });

  it("signs in, and changes a role on B, while Redis is down; A applies the change within seconds", async () => {
    const lease = await signIn(a, "lease@acme.example");
    const { RoleId: viewerRoleId } = await signIn(b, "viewer@acme.example");
    expect(await statusOf(a, LEASES_RIGHT, lease.Token)).toBe(200);
    expect(((await call(a, LEASES_RIGHT, lease.Token)).body as { Enabled: boolean }).Enabled).toBe(true);
    await redis!.stop();
    try {
      const admin = await signIn(b, "admin@acme.example");
      const change = await call(b, "/api/Employee/ChangeUserRole", admin.Token, {
        EmployeeId: lease.EmployeeId,
        RoleId: viewerRoleId,
      });
      expect(change.status, JSON.stringify(change.body)).toBe(200);
      await expect
        .poll(() => statusOf(a, LEASES_RIGHT, lease.Token), { timeout: APPLIED_WITHIN_MS, interval: 200 })
        .toBe(401);
      const again = await signIn(a, "lease@acme.example");
      expect(again.RoleName).toBe("Viewer");
      expect(((await call(a, LEASES_RIGHT, again.Token)).body as { Enabled: boolean }).Enabled).toBe(false);
    } finally {
      await redisBack();
    }
    expect(await statusOf(a, LEASES_RIGHT, lease.Token)).toBe(401);
  });
});
