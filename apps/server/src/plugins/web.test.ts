import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../test/test-app.ts";

const SCRIPT = `console.log(${JSON.stringify("x".repeat(4000))});`;

describe("serving the web app", () => {
  let db: TestDatabase;
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), "fieldstead-dist-"));
    mkdirSync(join(distDir, "assets"));
    writeFileSync(join(distDir, "index.html"), "<!doctype html><title>Fieldstead</title>");
    writeFileSync(join(distDir, "assets", "index-abc123.js"), SCRIPT);
    writeFileSync(join(distDir, "assets", "index-abc123.js.br"), brotliCompressSync(SCRIPT));
    db = await openTestDatabase("pglite");
    t = await createTestApp(db.database, { webDistDir: distDir });
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
    rmSync(distDir, { recursive: true, force: true });
  });

  it("sends a hashed asset compressed to a browser that accepts it, cached for a year", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends it plain to a client that accepts no compression", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it("answers a browser that holds the file already with 304, whatever the encoding it took", async () => {
    const first = await t.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(first.headers["content-encoding"]).toBeUndefined();
    const again = await t.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "br", "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("sends the index without headers that would open it in a fresh browser process", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.headers["cross-origin-opener-policy"]).toBeUndefined();
    expect(res.headers["origin-agent-cluster"]).toBeUndefined();
    expect(res.headers["content-security-policy"]).toMatch(/frame-ancestors 'self'/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it.each(["/", "/dashboard", "/locations/42"])(
    "answers %s with the app's index, always revalidated",
    async (url) => {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain("<title>Fieldstead</title>");
      expect(res.headers["cache-control"]).toBe("no-cache");
    },
  );

  it("answers an unknown API path and a missing file with a JSON 404, and API answers are never cached", async () => {
    const api = await t.app.inject({ method: "GET", url: "/api/No/Such" });
    expect(api.statusCode).toBe(404);
    expect(api.headers["cache-control"]).toBe("no-store");
    const file = await t.app.inject({ method: "GET", url: "/assets/missing.js" });
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ error: "NOT_FOUND" });
  });
});
