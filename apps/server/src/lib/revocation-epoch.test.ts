import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { RevocationEpoch } from "./revocation-epoch.ts";

const READ_EVERY_MS = 2_000;
const TRUST_MS = 5_000;

/** An instance's epoch on a clock the test moves, counting the drops of its caches. */
const instance = (db: TestDatabase) => {
  let at = 0;
  const epoch = new RevocationEpoch(db.database.db, {
    readEveryMs: READ_EVERY_MS,
    trustMs: TRUST_MS,
    clock: () => at,
  });
  const counts = { drops: 0 };
  epoch.onDrop(() => counts.drops++);
  return {
    epoch,
    counts,
    advance: (ms: number) => (at += ms),
    /** Waits as a cache lookup does; answers whether it had to wait for a reading. */
    use: async () => {
      const stale = epoch.freshness();
      if (stale) await stale;
      return stale !== undefined;
    },
  };
};

describe("the revocation epoch", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase("pglite");
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it("makes a lookup wait only when the last reading is older than the trust time", async () => {
    const a = instance(db);
    expect(await a.use()).toBe(true);
    a.advance(READ_EVERY_MS - 1);
    expect(a.epoch.freshness()).toBeUndefined();
    // Due for a reading, still trusted: the reading runs in the background.
    a.advance(2);
    expect(await a.use()).toBe(false);
    a.advance(TRUST_MS);
    expect(await a.use()).toBe(true);
  });

  it("drops the caches when another instance's change moved it, within the trust time", async () => {
    const a = instance(db);
    const b = instance(db);
    await a.use();
    await b.use();
    const dropsBefore = a.counts.drops;
    await b.epoch.change(async () => undefined);
    a.advance(TRUST_MS);
    await a.use();
    expect(a.counts.drops).toBe(dropsBefore + 1);
  });

  it("keeps the caches for the instance's own change, and for a change rolled back", async () => {
    const a = instance(db);
    await a.use();
    const dropsBefore = a.counts.drops;
    await a.epoch.change(async () => undefined);
    await expect(
      a.epoch.change(async () => {
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    a.advance(TRUST_MS);
    await a.use();
    expect(a.counts.drops).toBe(dropsBefore);
  });
});
