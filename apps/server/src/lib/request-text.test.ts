import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { ResultCode, UNSTORABLE_TEXT_MESSAGE } from "@fieldstead/domain";
import { locations } from "../db/schema/index.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../test/test-app.ts";
import { testBackends } from "../test/test-databases.ts";

// Raw JSON texts: a lone surrogate arrives as a `\ud800` escape, as a browser or a program would send it.
const NUL = "a\\u0000b";
const LONE_SURROGATE = "a\\ud800b";

describe.each(testBackends())("texts no database can store, on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
    admin = (await t.signIn("admin@acme.example")).token;
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  const postRaw = (url: string, json: string) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      payload: json,
    });
  const locationCount = async () =>
    (await t.ctx.db.select({ n: count() }).from(locations).where(eq(locations.orgId, 1)))[0]!.n;

  it.each([
    ["U+0000", NUL],
    ["a lone surrogate", LONE_SURROGATE],
  ])("refuses a location named with %s: 400 naming Name, nothing stored", async (_what, text) => {
    const before = await locationCount();
    const res = await postRaw("/api/Location/CreateLocation", `{"Name":"${text}","LevelId":1}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      StatusCode: ResultCode.InvalidRequest,
      StatusMessage: `Invalid request: Name: ${UNSTORABLE_TEXT_MESSAGE}`,
      error: "INVALID_REQUEST",
      fields: [{ field: "Name", message: UNSTORABLE_TEXT_MESSAGE }],
    });
    expect(await locationCount()).toBe(before);
  });

  it("names the row of a list: Locations.3.Name", async () => {
    const rows = ["A", "B", "C", LONE_SURROGATE].map((name) => `{"Name":"${name}","LevelId":1}`);
    const res = await postRaw("/api/Location/BulkCreateLocations", `{"Locations":[${rows.join(",")}]}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual([{ field: "Locations.3.Name", message: UNSTORABLE_TEXT_MESSAGE }]);
  });

  it("refuses a log search for a text with U+0000: 400 naming Text", async () => {
    const res = await t.call("GET", "/api/Logs/GetErrorLogs?Text=a%00b", { token: admin });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      StatusCode: ResultCode.InvalidRequest,
      error: "INVALID_REQUEST",
      fields: [{ field: "Text", message: UNSTORABLE_TEXT_MESSAGE }],
    });
  });

  it("still takes text with characters outside the BMP", async () => {
    const res = await postRaw(
      "/api/Location/CreateLocation",
      `{"Name":"Crane \\ud83c\\udfd7 bay","LevelId":1}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Name ?? JSON.stringify(res.json())).toContain("Crane \u{1F3D7} bay");
  });
});
