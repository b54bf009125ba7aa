import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueName } from "./test-databases.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "./test-app.ts";

const redisUrl = process.env.TEST_REDIS_URL;
const backend = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

describe.runIf(redisUrl)(`two instances sharing a ${backend} database and Redis`, () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    db = await openTestDatabase(backend);
    // A prefix of its own, so runs and files never share counters or messages.
    const redisKeyPrefix = `fieldstead-test:${uniqueName("mi")}:`;
    a = await createTestApp(db.database, { config: { redisUrl, redisKeyPrefix } });
    b = await createTestApp(db.database, { config: { redisUrl, redisKeyPrefix } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.dispose();
  });

  it("ends a session on every instance when it is ended on one", async () => {
    const { token } = await a.signIn("viewer@acme.example");
    // Instance B learns of the session and caches it.
    expect((await b.call("GET", "/api/shared/GetDataFormats", { token })).statusCode).toBe(200);
    expect((await a.call("GET", "/api/Login/Logout", { token })).statusCode).toBe(200);
    await expect
      .poll(async () => (await b.call("GET", "/api/shared/GetDataFormats", { token })).statusCode, {
        timeout: 3000,
      })
      .toBe(401);
  });

  it("counts failed sign-ins across instances", async () => {
    const attempt = (t: TestApp, address: string, password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/Login",
        remoteAddress: address,
        payload: { email: "lease@acme.example", password },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(a, "192.0.2.1", `bad-${i}-pass`)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await attempt(b, "192.0.2.1", `bad-${i}-pass`)).statusCode).toBe(401);
    // The tenth failure of the account from that address, whichever instance counted it, holds it back there.
    expect((await attempt(a, "192.0.2.1", "Fieldstead-demo-1")).statusCode).toBe(429);
    expect((await attempt(b, "192.0.2.1", "Fieldstead-demo-1")).statusCode).toBe(429);
    // The owner elsewhere is not locked out.
    expect((await attempt(a, "192.0.2.2", "Fieldstead-demo-1")).statusCode).toBe(200);
  });
});
