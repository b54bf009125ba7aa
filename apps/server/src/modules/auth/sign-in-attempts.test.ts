import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { DEMO_PASSWORD } from "../../seed/demo.seed.ts";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import { uniqueName } from "../../test/test-databases.ts";

const redisUrl = process.env.TEST_REDIS_URL;
const counters = [
  { counter: "the process", redis: undefined },
  ...(redisUrl ? [{ counter: "Redis", redis: redisUrl }] : []),
];

describe.each(counters)("sign-in attempts counted in $counter", ({ redis }) => {
  let db: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    db = await openTestDatabase("pglite");
    const redisKeyPrefix = `fieldstead-test:${uniqueName("attempts")}:`;
    t = await createTestApp(db.database, { config: redis ? { redisUrl: redis, redisKeyPrefix } : {} });
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  const signIn = (
    address: string,
    email: string,
    password = DEMO_PASSWORD,
    device?: string,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: "POST",
      url: "/api/Login",
      remoteAddress: address,
      payload: { email, password },
      ...(device ? { cookies: { [deviceCookieName]: device } } : {}),
    });
  let deviceCookieName = "";
  /** Signs the owner in and answers the browser's known-device cookie. */
  const knownDevice = async (address: string, email: string): Promise<string> => {
    const res = await signIn(address, email);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name !== SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, path: "/api" });
    deviceCookieName = cookie!.name;
    return cookie!.value;
  };
  const failFrom = async (address: string, email: string, times: number) => {
    for (let i = 0; i < times; i++)
      expect((await signIn(address, email, `wrong-${i}-password`)).statusCode).toBe(401);
  };

  it("checks at most 10 of 300 parallel wrong passwords for one account from one address", async () => {
    const replies = await Promise.all(
      Array.from({ length: 300 }, (_, i) => signIn("203.0.113.7", "viewer@acme.example", `guess-${i}-pw`)),
    );
    // A wrong password answers 401 only once it was checked; an attempt refused before the check answers 429.
    const statuses = replies.map((r) => r.statusCode);
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(300 - checked);
    const refused = replies.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
  });

  it("lets the owner sign in from another address after 10 wrong passwords from one", async () => {
    await failFrom("198.51.100.1", "tech@acme.example", 10);
    expect((await signIn("198.51.100.1", "tech@acme.example")).statusCode).toBe(429);
    expect((await signIn("198.51.100.2", "tech@acme.example")).statusCode).toBe(200);
  });

  it("lets the owner sign in from a known browser, even from the attacker's address", async () => {
    const device = await knownDevice("198.51.100.20", "lease@acme.example");
    await failFrom("198.51.100.21", "lease@acme.example", 10);
    expect((await signIn("198.51.100.21", "lease@acme.example")).statusCode).toBe(429);
    expect((await signIn("198.51.100.21", "lease@acme.example", DEMO_PASSWORD, device)).statusCode).toBe(200);
  });

  it("keeps a known browser open when guesses from many addresses block the account everywhere else", async () => {
    const device = await knownDevice("198.51.100.30", "manager@acme.example");
    for (let address = 31; address < 36; address++)
      await failFrom(`198.51.100.${address}`, "manager@acme.example", 10);
    expect((await signIn("198.51.100.40", "manager@acme.example")).statusCode).toBe(429);
    expect((await signIn("198.51.100.40", "manager@acme.example", DEMO_PASSWORD, device)).statusCode).toBe(
      200,
    );
  });

  it("counts a known browser's own wrong passwords, and only for the account it signed in to", async () => {
    const device = await knownDevice("198.51.100.50", "admin@globex.example");
    for (let i = 0; i < 10; i++) {
      const res = await signIn("198.51.100.50", "admin@globex.example", `wrong-${i}-password`, device);
      expect(res.statusCode).toBe(401);
    }
    expect((await signIn("198.51.100.50", "admin@globex.example", DEMO_PASSWORD, device)).statusCode).toBe(
      429,
    );
    // Another account's attempts from that browser count as from anywhere else.
    await failFrom("198.51.100.51", "tech@globex.example", 10);
    expect((await signIn("198.51.100.51", "tech@globex.example", DEMO_PASSWORD, device)).statusCode).toBe(
      429,
    );
  });
});
