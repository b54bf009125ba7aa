import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EncryptionReply, ParamsKeysReply } from "@fieldstead/domain";
import { systemSettings } from "../../../db/schema/index.ts";
import { createLogger } from "../../../lib/logger.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../../test/test-app.ts";
import { testBackends } from "../../../test/test-databases.ts";
import { ENCRYPTION_HELPER_LIMIT } from "./encryption.routes.ts";
import { sealWith } from "./encryption.ts";

const SEAL = "/api/Shared/ConvertStringtoEncryptedString";
const OPEN = "/api/Shared/ConvertEncryptedStringtoDecryptedString";
const KEYS = "/api/Shared/GetParamsKeys";

const query = (inputParam: string) => `?inputParam=${encodeURIComponent(inputParam)}`;

/** A different character at `index` (the same length, still base64url). */
const tamper = (sealed: string, index: number) =>
  `${sealed.slice(0, index)}${sealed[index] === "A" ? "B" : "A"}${sealed.slice(index + 1)}`;

describe.each(testBackends())("the encryption helpers on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  // Each test calls from its own address, so the per-address limit of one never stops another.
  let address = 0;
  const from = () => ({ remoteAddress: `10.0.0.${++address}` });
  const get = (url: string, remoteAddress = from().remoteAddress) =>
    t.app.inject({ method: "GET", url, remoteAddress });
  const seal = async (plain: string) => {
    const res = await get(`${SEAL}${query(plain)}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as EncryptionReply).Result;
  };

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("seals a text for anyone, not signed in, and opens it again", async () => {
    const plain = "token=7f3a&id=42 — Zoë's link ✓";
    const sealed = await seal(plain);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain("7f3a");
    // A fresh IV each time: the same text never seals the same way twice.
    expect(await seal(plain)).not.toBe(sealed);
    const res = await get(`${OPEN}${query(sealed)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ StatusCode: 0, StatusMessage: "Success", Result: plain });
  });

  it("opens what another server instance on the same database sealed", async () => {
    const sealed = await seal("42");
    const other = await createTestApp(db.database);
    try {
      const res = await other.app.inject({ method: "GET", url: `${OPEN}${query(sealed)}` });
      expect((res.json() as EncryptionReply).Result).toBe("42");
    } finally {
      await other.close();
    }
  });

  it("writes neither the plain text nor what it opened into the log", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await createTestApp(db.database, { logger: createLogger("debug", sink) });
    try {
      const plain = "secret-7f3a9c";
      const sealed = await logged.app.inject({ method: "GET", url: `${SEAL}${query(plain)}` });
      const { Result } = sealed.json() as EncryptionReply;
      await logged.app.inject({ method: "GET", url: `${OPEN}${query(Result)}` });
      expect(lines.join("")).toContain("ConvertEncryptedStringtoDecryptedString");
      expect(lines.join("")).not.toContain(plain);
      expect(lines.join("")).not.toContain(Result);
    } finally {
      await logged.close();
    }
  });

  it.each([
    ["one character changed at the start", (s: string) => tamper(s, 2)],
    ["one character changed in the middle", (s: string) => tamper(s, 30)],
    ["one character changed at the end", (s: string) => tamper(s, s.length - 2)],
    ["cut short", (s: string) => s.slice(0, 20)],
    ["with its last part cut off", (s: string) => s.slice(0, -4)],
    ["not base64url at all", () => "not a sealed value!"],
    ["sealed with another key", () => sealWith(randomBytes(32), "42")],
  ])("refuses a value %s with a 400 naming inputParam", async (_, change) => {
    const sealed = await seal("employee 42");
    const res = await get(`${OPEN}${query(change(sealed))}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      StatusCode: 2,
      StatusMessage: "inputParam is not a valid encrypted value.",
      fields: [{ field: "inputParam", message: "is not a valid encrypted value" }],
    });
  });

  it("cannot open a stored secret: the helpers' key is not the one that protects secrets", async () => {
    const storedSecret = await t.ctx.encryption.encrypt("JBSWY3DPEHPK3PXP");
    expect(await t.ctx.encryption.decrypt(storedSecret)).toBe("JBSWY3DPEHPK3PXP");
    const res = await get(`${OPEN}${query(storedSecret)}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain("JBSWY3DPEHPK3PXP");
    // Nor does the other way round work: what the helpers seal is no stored secret.
    expect(await t.ctx.encryption.decrypt(await seal("JBSWY3DPEHPK3PXP"))).toBeNull();
  });

  it.each([
    ["no inputParam", "", "is required"],
    ["an empty one", query(""), "is required"],
  ])("refuses %s with a 400 naming inputParam", async (_, search, message) => {
    for (const url of [SEAL, OPEN]) {
      const res = await get(`${url}${search}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([{ field: "inputParam", message }]);
    }
  });

  it("seals texts of up to 2,000 characters, and opens what it sealed of the longest", async () => {
    const longest = "€".repeat(2_000);
    const sealed = await seal(longest);
    expect((await get(`${OPEN}${query(sealed)}`)).json()).toMatchObject({ Result: longest });
    const tooLong = await get(`${SEAL}${query("x".repeat(2_001))}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual([{ field: "inputParam", message: "is at most 2,000 characters" }]);
    const sealedTooLong = await get(`${OPEN}${query("A".repeat(8_101))}`);
    expect(sealedTooLong.statusCode).toBe(400);
    expect(sealedTooLong.json().fields).toEqual([
      { field: "inputParam", message: "is at most 8,100 characters" },
    ]);
  });

  it("tells which parameters travel sealed and how, and nothing about the key", async () => {
    const res = await get(KEYS);
    expect(res.statusCode).toBe(200);
    const reply = res.json() as ParamsKeysReply;
    expect(reply).toEqual({
      StatusCode: 0,
      StatusMessage: "Success",
      Scheme: "AES-256-GCM",
      Encoding: "base64url",
      FormatVersion: 1,
      MaxInputLength: 2_000,
      ParamsKeys: ["token", "id"],
    });
    // No stored key, nor any base64 run long enough to be one, appears in the answer.
    const keys = await t.ctx.db.select({ value: systemSettings.value }).from(systemSettings);
    for (const { value } of keys) expect(res.body).not.toContain(value.slice(0, 16));
    expect(res.body).not.toMatch(/[A-Za-z0-9+/_-]{20,}/);
  });

  it("limits the calls of one address per minute, and lets them through again after it", async () => {
    const remoteAddress = "10.9.9.9";
    for (let i = 0; i < ENCRYPTION_HELPER_LIMIT.perAddress; i += 1)
      expect((await get(KEYS, remoteAddress)).statusCode).toBe(200);
    const refused = await get(`${SEAL}${query("x")}`, remoteAddress);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await get(KEYS)).statusCode).toBe(200);
    t.clock.advance(ENCRYPTION_HELPER_LIMIT.windowMs);
    expect((await get(KEYS, remoteAddress)).statusCode).toBe(200);
  });
});
