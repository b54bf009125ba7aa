import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, like } from "drizzle-orm";
import { documents } from "../../db/schema/index.ts";
import { createLocalStorage } from "../../lib/storage/local-storage.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import { DEMO_SAMPLES } from "./demo-samples.catalogue.ts";
import { generateSample } from "./demo-samples.generate.ts";
import { ensureDemoFiles } from "./demo-files.service.ts";
import { checkContent } from "./media-content.check.ts";
import { loadFile } from "./documents.test-kit.ts";
import { recordsOf } from "./documents.test-fixtures.ts";

describe("the demo's sample files", () => {
  it.each(DEMO_SAMPLES.map((s) => [s.key, s] as const))(
    "%s is a real file of its type",
    async (_key, sample) => {
      const path = join(mkdtempSync(join(tmpdir(), "fs-sample-")), "sample");
      writeFileSync(path, await generateSample(sample));
      expect(await checkContent(path, sample.extension)).toBeNull();
    },
  );
});

describe.each(testBackends())("seeded documents on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
    token = (await t.signIn("admin@acme.example")).token;
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("all open, with their real size and type, and their pictures' thumbnails", async () => {
    const { orgId } = await recordsOf(t, "Acme Facilities");
    const rows = await t.ctx.db
      .select({
        id: documents.id,
        path: documents.filePath,
        thumb: documents.thumbPath,
        size: documents.fileSize,
        type: documents.contentType,
      })
      .from(documents)
      .where(and(eq(documents.orgId, orgId), like(documents.filePath, "demo/%")));
    expect(new Set(rows.map((r) => r.path.split(".").pop())).size).toBeGreaterThanOrEqual(5);
    const seen = new Set<string>();
    for (const row of rows) {
      if (seen.has(row.path)) continue;
      seen.add(row.path);
      const res = await loadFile(t, token, row.path, "demo");
      expect(res.statusCode, row.path).toBe(200);
      expect(res.headers["content-type"]).toBe(row.type);
      expect(res.rawPayload.length).toBe(row.size);
      if (row.thumb) expect((await loadFile(t, token, row.thumb)).statusCode).toBe(200);
    }
    expect(seen.size).toBeGreaterThanOrEqual(5);

    // Deleting a demo document keeps the shared sample the others open.
    const [first] = rows;
    const del = await t.call("POST", "/api/Media/Delete", { token, body: { DocumentIds: [first!.id] } });
    expect(del.statusCode).toBe(200);
    expect(await t.ctx.storage.exists(first!.path)).toBe(true);
  });

  it("writes the missing samples quickly and leaves stored ones alone", async () => {
    const storage = createLocalStorage(mkdtempSync(join(tmpdir(), "fs-demo-")));
    const ctx = { ...t.ctx, storage };
    const started = performance.now();
    await ensureDemoFiles(ctx);
    expect(performance.now() - started).toBeLessThan(1000);
    for (const sample of DEMO_SAMPLES) expect(await storage.exists(sample.key)).toBe(true);
    await storage.delete(["demo/sample.pdf"]);
    await ensureDemoFiles(ctx);
    expect(await storage.exists("demo/sample.pdf")).toBe(true);
  });
});
