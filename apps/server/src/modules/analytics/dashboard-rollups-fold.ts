import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";

/** How often each instance folds the dashboards' counter shards into one row a key. */
export const ROLLUP_FOLD_EVERY_MS = 60_000;

/**
 * Folds every writing connection's shard of the dashboards' counters into shard 0 (migration 0016), so the
 * dashboards keep summing few rows; answers how many rows were folded. Each table is folded by one statement,
 * so a reader always sees every count exactly once.
 */
export const foldDashboardRollups = async (db: Db): Promise<number> => {
  const result = (await db.execute(sql`select dashboard_rollups_fold() as folded`)) as unknown as {
    rows: { folded: number | string }[];
  };
  return Number(result.rows[0]?.folded ?? 0);
};

/** Folds now and then while the server runs (on a timer that never keeps the process alive). */
export const attachRollupFolding = (app: FastifyInstance, ctx: AppContext): void => {
  let isFolding = false;
  const fold = async () => {
    if (isFolding) return;
    isFolding = true;
    try {
      await foldDashboardRollups(ctx.db);
    } catch (err) {
      ctx.logger.warn({ err }, "dashboard counters not folded");
    } finally {
      isFolding = false;
    }
  };
  const timer = setInterval(() => void fold(), ROLLUP_FOLD_EVERY_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
};
