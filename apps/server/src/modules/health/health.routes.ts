import type { FastifyInstance } from "fastify";
import { HealthContract, type HealthReply } from "@fieldstead/domain";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";

export const healthRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, HealthContract, async ({ reply }) => {
    try {
      await ctx.db.execute(sql`select 1`);
      const healthy: HealthReply = { status: "ok", database: "ok" };
      return healthy;
    } catch {
      return reply.status(503).send({ status: "degraded", database: "unavailable" });
    }
  });
};
