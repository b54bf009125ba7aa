import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorLogsReply } from "@fieldstead/domain";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import { TEST_NOW, TestClock } from "../../test/test-clock.ts";
import { LOG_BATCHES_PER_MINUTE } from "./logs.routes.ts";

const BATCH = "/api/Logs/LogExternalBatch";
const LIST = "/api/Logs/GetErrorLogs";

const entry = (message: string, over: Record<string, unknown> = {}) => ({
  Message: message,
  Level: "ERROR",
  Source: "api",
  Timestamp: "2026-11-22T14:59:00.000Z",
  Properties: { url: "/api/Things/Get", status: 500, method: "GET", userName: "Ada Admin" },
  ...over,
});

describe.each(testBackends())("the client log on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let clock: TestClock;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    db = await openTestDatabase(backend);
    clock = new TestClock(TEST_NOW);
    t = await createTestApp(db.database, { clock });
    for (const email of [
      "admin@acme.example",
      "tech@acme.example",
      "viewer@acme.example",
      "admin@globex.example",
    ])
      tokens[email] = (await t.signIn(email)).token;
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  const send = (email: string, body: unknown) => t.call("POST", BATCH, { token: tokens[email], body });
  const list = async (email: string, query = ""): Promise<ErrorLogsReply> => {
    const res = await t.call("GET", `${LIST}${query}`, { token: tokens[email] });
    expect(res.statusCode).toBe(200);
    return res.json() as ErrorLogsReply;
  };
  const messages = (reply: ErrorLogsReply) => reply.Logs.map((l) => l.Message);

  it("stores a batch and shows it to the organisation's administrator, newest first, with the sender", async () => {
    const res = await send("tech@acme.example", [
      entry("acme first"),
      entry("acme second", { Level: "WARN", Exception: "Error: at thing.ts:1" }),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ StatusCode: 0, Count: 2 });
    clock.advance(1_000);
    expect((await send("admin@acme.example", [entry("acme third", { Level: "INFO" })])).statusCode).toBe(200);

    const reply = await list("admin@acme.example");
    // Newest received first; within one batch, the later entry first.
    expect(messages(reply).slice(0, 3)).toEqual(["acme third", "acme second", "acme first"]);
    const second = reply.Logs.find((l) => l.Message === "acme second")!;
    expect(second).toMatchObject({
      Level: "WARN",
      Source: "api",
      Exception: "Error: at thing.ts:1",
      Properties: { url: "/api/Things/Get", status: 500, method: "GET" },
      LoggedAt: "2026-11-22T14:59:00.000Z",
      ReceivedAt: TEST_NOW.toISOString(),
    });
    expect(second.EmployeeName).not.toBe("");
    expect(second.EmployeeName).not.toBe(reply.Logs[0]!.EmployeeName);
  });

  it("refuses a batch with one bad entry, naming the field, and keeps none of it", async () => {
    const before = (await list("admin@acme.example")).TotalCount;
    const res = await send("admin@acme.example", [
      entry("would be half-written"),
      entry("bad", { Level: "LOUD" }),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: "1.Level" })]);
    const missing = await send("admin@acme.example", [{ Level: "ERROR", Source: "api" }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(["0.Message", "0.Timestamp"]),
    );
    const after = await list("admin@acme.example", "?Text=half-written");
    expect(after.TotalCount).toBe(0);
    expect((await list("admin@acme.example")).TotalCount).toBe(before);
  });

  it("refuses more than 100 entries, and an empty batch, naming the body", async () => {
    const tooMany = await send(
      "admin@acme.example",
      Array.from({ length: 101 }, (_, i) => entry(`many ${i}`)),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual([{ field: "body", message: "must hold at most 100 log entries" }]);
    expect((await send("admin@acme.example", [])).statusCode).toBe(400);
    expect((await list("admin@acme.example", "?Text=many")).TotalCount).toBe(0);
  });

  it("lets a technician send but not read the log", async () => {
    expect((await send("tech@acme.example", [entry("from the field")])).statusCode).toBe(200);
    const res = await t.call("GET", LIST, { token: tokens["tech@acme.example"] });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain("from the field");
  });

  it("never returns another organisation's entries, whatever the filter", async () => {
    expect((await send("admin@globex.example", [entry("globex secret")])).statusCode).toBe(200);
    const acme = await list("admin@acme.example", "?Text=secret&PageSize=100");
    expect(acme.TotalCount).toBe(0);
    const acmeAll = await list("admin@acme.example", "?PageSize=100");
    expect(messages(acmeAll)).not.toContain("globex secret");
    const globex = await list("admin@globex.example", "?PageSize=100");
    expect(messages(globex)).toEqual(["globex secret"]);
  });

  it("filters by level, text (literally, % included), source and received time, and pages", async () => {
    clock.advance(60_000);
    const from = clock.now().toISOString();
    await send("admin@acme.example", [
      entry("100% broken", { Level: "WARN", Source: "window" }),
      entry("1000 broken", { Level: "WARN" }),
      entry("quiet", { Level: "INFO", Properties: { url: "/api/Special/Call" } }),
    ]);
    expect(messages(await list("admin@acme.example", "?Text=100%25"))).toEqual(["100% broken"]);
    expect((await list("admin@acme.example", "?Level=INFO&Text=special")).TotalCount).toBe(1);
    expect(messages(await list("admin@acme.example", "?Source=window"))).toEqual(["100% broken"]);
    const recent = await list("admin@acme.example", `?From=${encodeURIComponent(from)}`);
    expect(recent.TotalCount).toBe(3);
    const older = await list("admin@acme.example", `?To=${encodeURIComponent(from)}&PageSize=100`);
    expect(messages(older)).not.toContain("quiet");

    const page1 = await list("admin@acme.example", "?PageSize=2&PageNumber=1");
    const page2 = await list("admin@acme.example", "?PageSize=2&PageNumber=2");
    expect(page1.Logs).toHaveLength(2);
    expect(page1.TotalCount).toBe(page2.TotalCount);
    const ids = [...page1.Logs, ...page2.Logs].map((l) => l.LogId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("answers 400 naming the filter that is wrong", async () => {
    const res = await t.call("GET", `${LIST}?Level=LOUD`, { token: tokens["admin@acme.example"] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe("Level");
    const reversed = await t.call("GET", `${LIST}?From=2026-11-22T00:00:00Z&To=2026-11-21T00:00:00Z`, {
      token: tokens["admin@acme.example"],
    });
    expect(reversed.json().fields[0].field).toBe("To");
  });

  it(`refuses more than ${LOG_BATCHES_PER_MINUTE} batches a minute from one person, then accepts again`, async () => {
    for (let i = 0; i < LOG_BATCHES_PER_MINUTE; i += 1)
      expect((await send("viewer@acme.example", [entry(`burst ${i}`)])).statusCode).toBe(200);
    const refused = await send("viewer@acme.example", [entry("one too many")]);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    clock.advance(61_000);
    expect((await send("viewer@acme.example", [entry("after the pause")])).statusCode).toBe(200);
  });
});
