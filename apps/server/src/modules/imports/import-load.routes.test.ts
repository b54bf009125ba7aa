import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, like } from "drizzle-orm";
import { ImportKind, type ImportJob } from "@fieldstead/domain";
import { importJobs, locations } from "../../db/schema/index.ts";
import { testBackends } from "../../test/test-databases.ts";
import { ADMIN, openImportsHarness, type ImportsHarness } from "./imports.test-kit.ts";
import { failInterruptedImports, INTERRUPTED_MESSAGE, runningImports } from "./imports.service.ts";

const sites = (stem: string, rows: number) =>
  ["Name,Level", ...Array.from({ length: rows }, (_, i) => `${stem}${i + 1},Site`)].join("\r\n");

describe.each(testBackends())("large and contested imports on %s", (backend) => {
  let h: ImportsHarness;
  beforeAll(async () => {
    h = await openImportsHarness(backend);
  }, 60_000);
  afterAll(() => h?.close());

  const namedLike = async (pattern: string) =>
    Number(
      (
        await h.t.ctx.db
          .select({ n: count() })
          .from(locations)
          .where(and(eq(locations.orgId, h.orgId), like(locations.name, pattern)))
      )[0]!.n,
    );

  it("imports 50,000 sites with generated codes while the server keeps answering", async () => {
    const res = await h.upload(ADMIN, ImportKind.Locations, "sites.csv", sites("BulkSite", 50_000));
    expect(res.statusCode).toBe(200);
    const { JobId } = res.json() as { JobId: number };
    // While the import reads, checks and plans, other calls are answered at once: the work is in a worker.
    let slowest = 0;
    let job: ImportJob;
    for (;;) {
      const started = performance.now();
      job = (await h.job(ADMIN, JobId)).json() as ImportJob;
      if (job.Phase !== "Writing") slowest = Math.max(slowest, performance.now() - started);
      if (job.State !== 1) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(job).toMatchObject({ State: 2, Written: 50_000, Message: "50000 locations imported." });
    expect(slowest).toBeLessThan(2_000);
    const codes = await h.t.ctx.db
      .select({ code: locations.code })
      .from(locations)
      .where(and(eq(locations.orgId, h.orgId), like(locations.name, "BulkSite%")));
    expect(new Set(codes.map((c) => c.code)).size).toBe(50_000);
    expect(codes.map((c) => c.code)).toEqual(expect.arrayContaining(["BUL-01", "BUL-50000"]));
  }, 240_000);

  it("never writes an import that another instance marked failed while it ran", async () => {
    const res = await h.upload(ADMIN, ImportKind.Locations, "late.csv", sites("LateSite", 2_000));
    const { JobId } = res.json() as { JobId: number };
    // Another instance saw no heartbeat and gave up on the job (its sweep, with every job counted as stale).
    expect(await failInterruptedImports(h.t.ctx, new Date("9999-01-01T00:00:00Z"))).toBeGreaterThanOrEqual(1);
    await runningImports();
    const [row] = await h.t.ctx.db.select().from(importJobs).where(eq(importJobs.id, JobId));
    expect(row).toMatchObject({ state: 3, written: 0, message: INTERRUPTED_MESSAGE });
    expect(await namedLike("LateSite%")).toBe(0);
  }, 120_000);
});
