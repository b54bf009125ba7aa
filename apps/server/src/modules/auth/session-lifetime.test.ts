import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import { TestClock } from "../../test/test-clock.ts";

const MINUTE = 60_000;
const CHECK = "/api/shared/GetDataFormats";

describe.each(testBackends())("session lifetime and failed-login limits on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let clock: TestClock;
  beforeAll(async () => {
    db = await openTestDatabase(backend);
    clock = new TestClock();
    t = await createTestApp(db.database, { clock });
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("keeps an active session alive and ends one idle for more than 30 minutes", async () => {
    const { token } = await t.signIn("viewer@acme.example");
    clock.advance(29 * MINUTE);
    expect((await t.call("GET", CHECK, { token })).statusCode).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await t.call("GET", CHECK, { token })).statusCode).toBe(200);
    clock.advance(31 * MINUTE);
    expect((await t.call("GET", CHECK, { token })).statusCode).toBe(401);
  });

  it("ends any session after one day, however active", async () => {
    const { token } = await t.signIn("lease@acme.example");
    for (let elapsed = 0; elapsed < 24 * 60 - 20; elapsed += 20) {
      clock.advance(20 * MINUTE);
      const res = await t.call("GET", CHECK, { token });
      expect(res.statusCode, `after ${elapsed + 20} minutes: ${res.body}`).toBe(200);
    }
    clock.advance(21 * MINUTE);
    expect((await t.call("GET", CHECK, { token })).statusCode).toBe(401);
  });

  it("limits failed sign-ins to 10 per account from one address per 15 minutes, answering 429 with Retry-After", async () => {
    const attempt = (password: string) =>
      t.call("POST", "/api/Login", { body: { email: "tech@acme.example", password } });
    // Successes are not counted.
    for (let i = 0; i < 3; i++) expect((await attempt("Fieldstead-demo-1")).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await attempt(`wrong-${i}-password`)).statusCode).toBe(401);
    const blocked = await attempt("Fieldstead-demo-1");
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another account from the same address is not blocked by this account's failures.
    expect(
      (
        await t.call("POST", "/api/Login", {
          body: { email: "admin@acme.example", password: "Fieldstead-demo-1" },
        })
      ).statusCode,
    ).toBe(200);
    clock.advance(15 * MINUTE + 1000);
    expect((await attempt("Fieldstead-demo-1")).statusCode).toBe(200);
  });

  it("limits failed sign-ins to 100 per address per 15 minutes", async () => {
    clock.advance(16 * MINUTE);
    for (let i = 0; i < 100; i++) {
      const res = await t.call("POST", "/api/Login", {
        body: { email: `nobody${i}@spray.example`, password: "guess-1" },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.call("POST", "/api/Login", {
      body: { email: "admin@globex.example", password: "Fieldstead-demo-1" },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBeDefined();
  });
});
