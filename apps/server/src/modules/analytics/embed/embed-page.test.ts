import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBED_PATH } from "@fieldstead/domain";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../../test/test-app.ts";
import { testBackends } from "../../../test/test-databases.ts";

const INDEX = "<!doctype html><title>Fieldstead</title>";
const EMBED = `<!doctype html><title>Dashboard</title><script type="module" src="/assets/embed-x1.js"></script>`;
const TOKEN_LIKE = "eyJhbGciOiJIUzI1NiJ9.eyJvcmciOjF9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbi1oZXJlLTQzLWNo";

const distWith = (files: Record<string, string | Buffer>): string => {
  const dir = mkdtempSync(join(tmpdir(), "fieldstead-dist-"));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
};

describe.each(testBackends())("the embedded-dashboard page on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let bare: TestApp;
  const dirs: string[] = [];

  beforeAll(async () => {
    dirs.push(
      distWith({ "index.html": INDEX, "embed.html": EMBED, "embed.html.br": brotliCompressSync(EMBED) }),
    );
    dirs.push(distWith({ "index.html": INDEX }));
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database, { webDistDir: dirs[0] });
    bare = await createTestApp(db.database, { webDistDir: dirs[1] });
  });
  afterAll(async () => {
    await bare?.close();
    await t?.close();
    await db?.dispose();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it.each([`${EMBED_PATH}/x`, `${EMBED_PATH}/${TOKEN_LIKE}`, `${EMBED_PATH}/${TOKEN_LIKE}?refresh=1`])(
    "answers %s with the embed page, never kept, framed only by the product",
    async (url) => {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toBe(EMBED);
      expect(res.headers["cache-control"]).toBe("no-store");
      const policy = String(res.headers["content-security-policy"]).split(";");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("frame-src 'self'");
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    },
  );

  it("sends it compressed to a browser that accepts it, still never kept", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `${EMBED_PATH}/${TOKEN_LIKE}`,
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(EMBED);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("leaves the app's own addresses to the app's index", async () => {
    for (const url of ["/", "/slideshow-dashboards", "/embed"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.body).toBe(INDEX);
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("is a 404, not the app, when the build has no embed page", async () => {
    const res = await bare.app.inject({ method: "GET", url: `${EMBED_PATH}/${TOKEN_LIKE}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: "NOT_FOUND" });
    expect(res.body).not.toContain("Fieldstead</title>");
    expect((await bare.app.inject({ method: "GET", url: "/" })).body).toBe(INDEX);
  });
});
